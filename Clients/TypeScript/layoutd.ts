// The hand-written layer of the package over the generated client (src/, openapi-generator's typescript-fetch): the
// generated methods parse every answer as JSON and type every member of a device as optional; these subclasses keep
// their names and parameters and give pictures as SVG text, CSS as text, and a whole device (no `fields`) as a
// `DeviceEntry` whose members are all present, as openapi.yaml's `required` lists say. Size helpers write the
// parameters' text forms (`852x393`, `21:9`). A SwiftUI question's view is the generated `SwiftUIView`, a union
// discriminated by `type`; errors are errors.ts's `LayoutdProblem` and `LayoutdTimeout` (`connect` installs their
// middleware).
import * as generated from './src/index.js';
import type {
    AlignmentAnswer, Device, DeviceEntry, FitAnswer, SwiftUILayoutAnswer, SwiftUISheetAnswer,
    SwiftUISheetColumnsAnswer, SwiftUISheetCompactAnswer, SwiftUISheetFinding,
} from './src/index.js';
import type { TVGridAnswer } from './names.js';
import { problemMiddleware, timeoutMiddleware } from './errors.js';

/** A `/swiftui/layout` question: the generated request, its `view` a `SwiftUIView` whose members `type` chooses. */
export type SwiftUILayoutQuestion = generated.SwiftUILayoutRequest;
/** A `/swiftui/sheet` question: the generated request, its `view` a `SwiftUIView` whose members `type` chooses. */
export type SwiftUISheetQuestion = generated.SwiftUISheetRequest;

/** An SVG picture's text (`<?xml …><svg …>`), as layoutd draws an answer with `format: 'svg'`. */
export type SVGText = string & { readonly __layoutdMediaType: 'image/svg+xml' };
/** A style sheet's text, as `/devices/{id}/css` and `/devices.css` answer. */
export type CSSText = string & { readonly __layoutdMediaType: 'text/css' };

type Init = RequestInit | generated.InitOverrideFunction;
/** A GET question asking for the picture. */
type SVGQuery<Q> = Q & { format: 'svg' };
/** A GET question asking for JSON (no `format`, or `json`). */
type JSONQuery<Q> = Q & { format?: 'json' };
/** A sheet question asking for JSON in one form (`full` when left out). */
type SheetQuery<F> = JSONQuery<SwiftUISheetQuestion> & (F extends 'full' ? { form?: 'full' } : { form: F });

/**
 * The answer of a call that may be a picture: SVG text when the server sent `image/svg+xml`, else the parsed JSON.
 * - Parameter response: what a generated `…Raw` method gave.
 * Example: the response to `fitGet({container: '852x393', aspectRatio: '21:9', format: 'svg'})` →
 *   `'<?xml version="1.0" encoding="UTF-8"?>\n<svg …'`.
 */
export async function pictureOrJSON<T>(response: generated.ApiResponse<T>): Promise<T | SVGText> {
    const type = response.raw.headers.get('Content-Type') ?? '';
    if (type.startsWith('image/svg+xml')) return (await response.raw.text()) as SVGText;
    return await response.value();
}

/** The geometry operations; `fitGet`, `fitPost`, `swiftuiLayout`, `swiftuiSheet`, `tvgrid…` and `alignment…` answer
 * SVG text when asked for a picture (`format: 'svg'`). */
export class GeometryApi extends generated.GeometryApi {
    /** `GET /fit`: with `format: 'svg'` the picture's text, else a `FitAnswer`.
     * Example: `fitGet({container: size(852, 393), aspectRatio: ratio(21, 9)})` → `{semantics: 'uikit', rect:
     * {x: 0, y: 13.93, width: 852, height: 365.14}, …}`, `UIView.ContentMode.scaleAspectFit`. */
    fitGet(request: SVGQuery<generated.FitGetRequest>, init?: Init): Promise<SVGText>;
    fitGet(request?: JSONQuery<generated.FitGetRequest>, init?: Init): Promise<FitAnswer>;
    async fitGet(request: generated.FitGetRequest = {}, init?: Init): Promise<FitAnswer | SVGText> {
        return pictureOrJSON(await this.fitGetRaw(request, init));
    }

    /** `POST /fit`: as `fitGet`, the question in `fitRequest`. */
    fitPost(request: { fitRequest: SVGQuery<generated.FitRequest> }, init?: Init): Promise<SVGText>;
    fitPost(request: { fitRequest: JSONQuery<generated.FitRequest> }, init?: Init): Promise<FitAnswer>;
    async fitPost(request: generated.FitPostRequest, init?: Init): Promise<FitAnswer | SVGText> {
        return pictureOrJSON(await this.fitPostRaw(request, init));
    }

    /** `POST /swiftui/layout`: the view tree's frames, or with `format: 'svg'` the picture's text.
     * Example: `swiftuiLayout({swiftUILayoutRequest: {proposal: {width: 150, height: 100}, view: {type: 'HStack',
     * children: [{type: 'Rectangle'}]}}})` → `{nodes: [{path: [], frame: {…}}, …], …}`. */
    swiftuiLayout(request: { swiftUILayoutRequest: SVGQuery<SwiftUILayoutQuestion> }, init?: Init):
        Promise<SVGText>;
    swiftuiLayout(request: { swiftUILayoutRequest: JSONQuery<SwiftUILayoutQuestion> }, init?: Init):
        Promise<SwiftUILayoutAnswer>;
    async swiftuiLayout(request: { swiftUILayoutRequest: SwiftUILayoutQuestion }, init?: Init):
        Promise<SwiftUILayoutAnswer | SVGText> {
        return pictureOrJSON(await this.swiftuiLayoutRaw(request as generated.SwiftuiLayoutRequest, init));
    }

    /** `POST /swiftui/sheet`: the view laid out on each chosen device, its view typed by `type`; with `form:
     * 'compact'` or `'columns'` the geometry without repeated names, with `format: 'svg'` the picture's text.
     * Example: `swiftuiSheet({swiftUISheetRequest: {family: 'iphone', form: 'columns', view: {type: 'Fixed', width:
     * 500, height: 10}}})` → `{form: 'columns', trees: [[{path: '0', …}]], groups: [{frames: {x: [-49, …], …}, …}],
     * …}`; without `form` a `SwiftUISheetAnswer` (`findingsOnDevices` names the devices of each finding). */
    swiftuiSheet(request: { swiftUISheetRequest: SVGQuery<SwiftUISheetQuestion> }, init?: Init): Promise<SVGText>;
    swiftuiSheet(request: { swiftUISheetRequest: SheetQuery<'compact'> }, init?: Init):
        Promise<SwiftUISheetCompactAnswer>;
    swiftuiSheet(request: { swiftUISheetRequest: SheetQuery<'columns'> }, init?: Init):
        Promise<SwiftUISheetColumnsAnswer>;
    swiftuiSheet(request: { swiftUISheetRequest: SheetQuery<'full'> }, init?: Init):
        Promise<SwiftUISheetAnswer>;
    async swiftuiSheet(request: { swiftUISheetRequest: SwiftUISheetQuestion }, init?: Init):
        Promise<SwiftUISheetAnswer | SwiftUISheetCompactAnswer | SwiftUISheetColumnsAnswer | SVGText> {
        return pictureOrJSON(await this.swiftuiSheetRaw(request as generated.SwiftuiSheetRequest, init));
    }

    /** `GET /tvgrid`: the grid, or with `format: 'svg'` the picture's text. */
    tvgridGet(request: SVGQuery<generated.TvgridGetRequest>, init?: Init): Promise<SVGText>;
    tvgridGet(request?: JSONQuery<generated.TvgridGetRequest>, init?: Init): Promise<TVGridAnswer>;
    async tvgridGet(request: generated.TvgridGetRequest = {}, init?: Init): Promise<TVGridAnswer | SVGText> {
        return pictureOrJSON(await this.tvgridGetRaw(request, init));
    }

    /** `POST /tvgrid`: as `tvgridGet`, the question in `tVGridRequest`. */
    tvgridPost(request: { tVGridRequest: SVGQuery<generated.TVGridRequest> }, init?: Init): Promise<SVGText>;
    tvgridPost(request: { tVGridRequest: JSONQuery<generated.TVGridRequest> }, init?: Init):
        Promise<TVGridAnswer>;
    async tvgridPost(request: generated.TvgridPostRequest, init?: Init): Promise<TVGridAnswer | SVGText> {
        return pictureOrJSON(await this.tvgridPostRaw(request, init));
    }

    /** `GET /alignment`: the alignment rect, or with `format: 'svg'` the picture's text. */
    alignmentGet(request: SVGQuery<generated.AlignmentGetRequest>, init?: Init): Promise<SVGText>;
    alignmentGet(request?: JSONQuery<generated.AlignmentGetRequest>, init?: Init): Promise<AlignmentAnswer>;
    async alignmentGet(request: generated.AlignmentGetRequest = {}, init?: Init): Promise<AlignmentAnswer | SVGText> {
        return pictureOrJSON(await this.alignmentGetRaw(request, init));
    }

    /** `POST /alignment`: as `alignmentGet`, the question in `alignmentRequest`. */
    alignmentPost(request: { alignmentRequest: SVGQuery<generated.AlignmentRequest> }, init?: Init):
        Promise<SVGText>;
    alignmentPost(request: { alignmentRequest: JSONQuery<generated.AlignmentRequest> }, init?: Init):
        Promise<AlignmentAnswer>;
    async alignmentPost(request: generated.AlignmentPostRequest, init?: Init): Promise<AlignmentAnswer | SVGText> {
        return pictureOrJSON(await this.alignmentPostRaw(request, init));
    }
}

/** The device operations: `deviceGet` answers a whole `DeviceEntry` (every member present) without `fields`, the
 * chosen members (`Device`) with it, and SVG text with `format: 'svg'`; the CSS exports are `CSSText`. */
export class DevicesApi extends generated.DevicesApi {
    /** `GET /devices/{id}`.
     * Example: `deviceGet({id: 'iPad16,3'})` → `{id: 'ipad-pro-11-inch-m4', screen: {width: 834, height: 1210},
     * displayCornerRadius: {value: 30, …}, …}`; with `format: 'svg'` the drawing of its display. */
    deviceGet(request: SVGQuery<generated.DeviceGetRequest>, init?: Init): Promise<SVGText>;
    deviceGet(request: JSONQuery<generated.DeviceGetRequest> & { fields: string }, init?: Init): Promise<Device>;
    deviceGet(request: JSONQuery<generated.DeviceGetRequest> & { fields?: undefined }, init?: Init):
        Promise<DeviceEntry>;
    async deviceGet(request: generated.DeviceGetRequest, init?: Init): Promise<Device | SVGText> {
        return pictureOrJSON(await this.deviceGetRaw(request, init));
    }

    /** `GET /devices/{id}/css`: the model's media queries and custom properties. */
    async deviceCSS(request: generated.DeviceCSSRequest, init?: Init): Promise<CSSText> {
        return (await (await this.deviceCSSRaw(request, init)).raw.text()) as CSSText;
    }

    /** `GET /devices.css`: a family's (or every model's) media queries and classes. */
    async devicesCSS(request: generated.DevicesCSSRequest = {}, init?: Init): Promise<CSSText> {
        return (await (await this.devicesCSSRaw(request, init)).raw.text()) as CSSText;
    }
}

/** A finding of a sheet with the devices and contexts of the groups that have it. */
export interface FindingOnDevices extends SwiftUISheetFinding {
    /** The devices (catalog ids) of those groups' contexts, each once, in the sheet's order. */
    deviceIds: string[];
    /** Those contexts' names, e.g. `'iphone-16 portrait'`. */
    contextNames: string[];
}

/**
 * Each finding of a sheet with the devices it appears on: its `groups` (indices into `sheet.groups`) read for you.
 * - Parameter sheet: a `/swiftui/sheet` answer.
 * Example: a 500 pt wide view on `devices: ['iphone-16', 'iphone-se-3rd-generation']` → `[{kind: 'outsideScreen',
 *   path: '0', groups: [0, 2], deviceIds: ['iphone-16', 'iphone-se-3rd-generation'], contextNames: ['iphone-16
 *   portrait', 'iphone-se-3rd-generation portrait'], …}, …]`.
 */
export function findingsOnDevices(sheet: SwiftUISheetAnswer): FindingOnDevices[] {
    return sheet.findings.map((finding) => {
        const contexts = (finding.groups ?? []).flatMap((index) => sheet.groups[index]?.contexts ?? []);
        const deviceIds = [...new Set(contexts.map((context) => context.device))];
        return { ...finding, deviceIds, contextNames: contexts.map((context) => context.name) };
    });
}

/** A size in points, as the size parameters take it (`container`, `content`, `window`). */
export interface SizeLike {
    width: number;
    height: number;
}

/**
 * A size parameter's text.
 * - Parameters: width and height in points, or one object with both.
 * Example: `size(852, 393)` → `'852x393'`; `size({width: 402, height: 874})` → `'402x874'`.
 */
export function size(width: number | SizeLike, height?: number): string {
    const [w, h] = typeof width === 'number' ? [width, height] : [width.width, width.height];
    if (h === undefined || !Number.isFinite(w) || !Number.isFinite(h)) {
        throw new RangeError(`size needs a finite width and height (got ${String(w)}, ${String(h)})`);
    }
    return `${w}x${h}`;
}

/**
 * An aspect-ratio parameter's text.
 * Example: `ratio(21, 9)` → `'21:9'`, the `aspectRatio` of a 21:9 film.
 */
export function ratio(width: number, height: number): string {
    if (!Number.isFinite(width) || !Number.isFinite(height)) {
        throw new RangeError(`ratio needs a finite width and height (got ${width}, ${height})`);
    }
    return `${width}:${height}`;
}

/**
 * A size read back from its parameter text (the inverse of `size`).
 * Example: `parseSize('852x393')` → `{width: 852, height: 393}`; `parseSize('wide')` → `undefined`.
 */
export function parseSize(text: string): SizeLike | undefined {
    const match = /^\s*(-?[0-9.]+)\s*[x×,]\s*(-?[0-9.]+)\s*$/.exec(text);
    if (!match) return undefined;
    const width = Number(match[1]), height = Number(match[2]);
    return Number.isFinite(width) && Number.isFinite(height) ? { width, height } : undefined;
}

/** The APIs of one layoutd, e.g. `connect('http://127.0.0.1:8080').geometry`. */
export interface Layoutd {
    devices: DevicesApi;
    geometry: GeometryApi;
    operations: generated.OperationsApi;
}

/** `connect`'s options: the generated configuration's, and `timeout`. */
export interface ConnectOptions extends generated.ConfigurationParameters {
    /** Milliseconds each request may take, its body included, before it fails with a `LayoutdTimeout` (none when
     * absent). A caller's own `signal` (in a call's `init`) still aborts it, with that signal's reason. */
    timeout?: number;
}

/**
 * The APIs pointed at one layoutd. Every call throws a `LayoutdProblem` for a problem+json answer, a
 * `LayoutdTimeout` past `timeout`, and an abort's reason (an `AbortError`) when its signal aborts.
 * - Parameters: basePath, the server's origin, without a trailing slash; options, e.g. `{timeout: 2000}`.
 * Example: `connect('http://127.0.0.1:8080', {timeout: 2000}).geometry.fitGet({container: '852x393',
 *   aspectRatio: '21:9'})` → a `FitAnswer`; with `aspectRatio: '0'` it throws `LayoutdProblem{status: 400, …}`.
 */
export function connect(basePath: string, options: ConnectOptions = {}): Layoutd {
    const { timeout, ...parameters } = options;
    const middleware = [...(parameters.middleware ?? []), timeoutMiddleware(timeout), problemMiddleware];
    const configuration = new generated.Configuration({ ...parameters, middleware, basePath });
    return {
        devices: new DevicesApi(configuration),
        geometry: new GeometryApi(configuration),
        operations: new generated.OperationsApi(configuration),
    };
}
