// The package's entry point: the generated client (src/, regenerated from openapi.yaml, never edited by hand) with
// the hand-written layer of layoutd.ts, whose GeometryApi and DevicesApi take the generated ones' names.
export * from './src/index.js';
export { DevicesApi, GeometryApi, connect, parseSize, pictureOrJSON, ratio, size } from './layoutd.js';
export type { CSSText, Layoutd, SVGText, SizeLike } from './layoutd.js';
