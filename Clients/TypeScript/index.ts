// The package's entry point: the generated client (src/, regenerated from openapi.yaml, never edited by hand) under
// its own names, the hand-written layer of layoutd.ts (whose GeometryApi and DevicesApi take the generated ones'
// names), its errors (errors.ts) and names for the generated placeholders (names.ts). Every generated model is listed
// in models.ts (written with src/ by scripts/check/check-typescript-client.sh --write) or renamed in names.ts;
// `SwiftUIView` is the generated union discriminated by `type`.
export * from './src/runtime.js';
export * from './src/apis/index.js';
export * from './models.js';
export * from './names.js';
export { LayoutdProblem, LayoutdTimeout } from './errors.js';
export {
    DevicesApi, GeometryApi, connect, findingsOnDevices, parseSize, pictureOrJSON, ratio, size,
} from './layoutd.js';
export type {
    CSSText, ConnectOptions, FindingOnDevices, Layoutd, SVGText, SizeLike, SwiftUILayoutQuestion,
    SwiftUISheetQuestion,
} from './layoutd.js';
