// A typed use of the client package (Clients/TypeScript: the generated src/ and the layer in layoutd.ts): a device, a
// fit, a 304, typed problems, a timeout and an abort, and the pictures, CSS, design tokens, a SwiftUI layout and a
// contact sheet (its picture, its findings by device) a design tool reads. scripts/check/check-typescript-client.sh
// type-checks it with `tsc --strict`; scripts/check/typescript-client-test.py compiles it to ES2019 modules and
// runs `tour` and `interruptions` in Chromium against a live layoutd, and again in Node from the package `npm pack`
// makes (its imports then name 'layoutd-client').
import {
    FetchError, LayoutdProblem, LayoutdTimeout, ResponseError, connect, findingsOnDevices, ratio, size,
} from './index.js';
import type { Device, DevicesApi, FindingOnDevices, FitAnswer, Layoutd, Rect, SVGText } from './index.js';

/**
 * The APIs pointed at one layoutd.
 * - Parameter basePath: the server's origin, without a trailing slash.
 * Example: `layoutd('http://127.0.0.1:8080')` → `{devices, geometry, operations}` asking that server.
 */
export function layoutd(basePath: string): Layoutd {
    return connect(basePath);
}

/** A problem as a `LayoutdProblem` carries it: its four standard members and the extension members apart. */
export interface ProblemRead {
    status: number;
    type: string;
    title: string;
    detail: string;
    extensions: Readonly<Record<string, unknown>>;
}

/**
 * The problem a failed call threw, or undefined when it threw no `LayoutdProblem` (a 304, a network error).
 * - Parameter error: what a client method threw.
 * Example: after `fitGet({container: '852x393', aspectRatio: '0'})` throws →
 *   `{status: 400, type: '/problems/…', detail: '…aspectRatio…', extensions: {invalidFields: ['aspectRatio']}}`.
 */
export function problemOf(error: unknown): ProblemRead | undefined {
    if (!(error instanceof LayoutdProblem)) return undefined;
    const { status, type, title, detail, extensions } = error;
    return { status, type, title, detail, extensions };
}

/** How each failure a caller can cause arrived: the error's `name`, and the class it is an instance of. */
export interface Interruptions {
    timeout: { name: string, isLayoutdTimeout: boolean, timeout: number | undefined, isFetchError: boolean };
    abort: { name: string, isFetchError: boolean };
}

/**
 * A call with a 50 ms `timeout` to a server that never answers, and a call whose signal is aborted first.
 * - Parameter silentBase: the origin of a server that accepts connections and never answers.
 * Example: `interruptions('http://127.0.0.1:9')` → `{timeout: {name: 'LayoutdTimeout', isLayoutdTimeout: true,
 *   timeout: 50, …}, abort: {name: 'AbortError', isFetchError: false}}`.
 */
export async function interruptions(silentBase: string): Promise<Interruptions> {
    const caught = async (call: () => Promise<unknown>): Promise<unknown> => {
        try {
            await call();
            return new Error('no error');
        } catch (error) {
            return error;
        }
    };
    const slow = connect(silentBase, { timeout: 50 });
    const timedOut = await caught(() => slow.geometry.fitGet({ container: '852x393', aspectRatio: '21:9' }));
    const controller = new AbortController();
    controller.abort();
    const aborted = await caught(() => connect(silentBase).geometry.fitGet(
        { container: '852x393', aspectRatio: '21:9' }, { signal: controller.signal }));
    const named = (error: unknown) => error instanceof Error ? error.name : String(error);
    return {
        timeout: { name: named(timedOut), isLayoutdTimeout: timedOut instanceof LayoutdTimeout,
            timeout: timedOut instanceof LayoutdTimeout ? timedOut.timeout : undefined,
            isFetchError: timedOut instanceof FetchError },
        abort: { name: named(aborted), isFetchError: aborted instanceof FetchError },
    };
}

/**
 * A device's answer with its ETag, or, given the ETag of an earlier answer, undefined when it has not changed (304).
 * (`deviceGetRaw` is the generated method, whose `Device` has optional members because `fields=` may choose some;
 * `deviceGet` without `fields` answers a `DeviceEntry`, every member present.)
 * - Parameters: api, the devices API; id, a model id, name or identifier; etag, an earlier answer's ETag.
 * Example: `device(api, 'iPad16,3')` → `{entry: {screen: {width: 834, height: 1210}, …}, etag: '"…"'}`;
 *   `device(api, 'iPad16,3', thatEtag)` → `undefined`.
 */
export async function device(api: DevicesApi, id: string, etag?: string):
    Promise<{ entry: Device, etag: string } | undefined> {
    try {
        const answer = await api.deviceGetRaw({ id, ifNoneMatch: etag });
        return { entry: await answer.value(), etag: answer.raw.headers.get('ETag') ?? '' };
    } catch (error) {
        if (error instanceof ResponseError && error.response.status === 304) return undefined;
        throw error;
    }
}

/**
 * The rect of a UIKit fit, or undefined for a SwiftUI answer (`semantics` tells the two apart).
 * - Parameter fit: a /fit answer.
 * Example: the answer to `container=852x393&aspectRatio=21:9` → `{x: 0, y: 13.93, width: 852, height: 365.14}`,
 *   `UIView.ContentMode.scaleAspectFit` of 21:9 content in an 852 × 393 pt container.
 */
export function uikitRect(fit: FitAnswer): Rect | undefined {
    return fit.semantics === 'uikit' ? fit.rect : undefined;
}

/** What `tour` read: each figure as the client typed it. */
export interface Tour {
    screen: { width: number, height: number } | undefined;
    cornerRadius: number | null | undefined;
    wholeDeviceName: string;
    fitSVG: SVGText;
    deviceSVG: SVGText;
    css: string;
    tokenTop: unknown;
    swiftUIFrames: Rect[];
    swiftUISVG: SVGText;
    sheetSVG: SVGText;
    sheetFindings: FindingOnDevices[];
    etag: string;
    notModified: boolean;
    fitRect: Rect | undefined;
    swiftUIFrame: Rect | null | undefined;
    badRequest: ProblemRead | undefined;
    unprocessable: ProblemRead | undefined;
    notFound: ProblemRead | undefined;
}

/**
 * The token at a path of a DTCG document, or undefined.
 * Example: `tokenAt(tokens, ['iphone-16-pro', 'portrait', 'safeArea', 'top'])` → `{$value: '62px', $type:
 *   'dimension'}`.
 */
export function tokenAt(document: object, path: string[]): unknown {
    let node: unknown = document;
    for (const name of path) {
        if (typeof node !== 'object' || node === null) return undefined;
        node = (node as Record<string, unknown>)[name];
    }
    return node;
}

/** Asks for an answer expected to fail, and gives the problem it carries (undefined if it did not fail). */
async function failing(call: () => Promise<unknown>): Promise<ProblemRead | undefined> {
    try {
        await call();
        return undefined;
    } catch (error) {
        return problemOf(error);
    }
}

/**
 * A device, its 304, a UIKit and a SwiftUI fit and three problems, asked through the generated client.
 * - Parameter basePath: the server's origin.
 * Example: `tour('http://127.0.0.1:8080')` → `{screen: {width: 834, height: 1210}, cornerRadius: 30,
 *   notModified: true, fitRect: {…, height: 365.14}, badRequest: {status: 400, …}, …}`.
 */
export async function tour(basePath: string): Promise<Tour> {
    const { devices, geometry } = connect(basePath, { timeout: 20000 });
    const first = await device(devices, 'iPad16,3');
    if (first === undefined) throw new Error('a first request without If-None-Match cannot be a 304');
    const again = await device(devices, 'iPad16,3', first.etag);
    const fit = await geometry.fitGet({ container: size(852, 393), aspectRatio: ratio(21, 9) });
    // A whole device: every member typed as present (no `?.`), the name read straight.
    const whole = await devices.deviceGet({ id: 'iphone-16-pro' });
    const tokens = await devices.deviceTokens({ id: 'iphone-16-pro' });
    const view = { type: 'HStack' as const, spacing: 0, children: [
        { type: 'flexibleFrame' as const, maxWidth: 100, content: { type: 'Rectangle' as const } },
        { type: 'flexibleFrame' as const, minWidth: 100, content: { type: 'Rectangle' as const } }] };
    const layout = await geometry.swiftuiLayout({ swiftUILayoutRequest: { proposal: { width: 150, height: 100 },
        view } });
    // A 500 pt banner on two iPhones: the sheet's picture in the dark scheme, and its findings by device.
    const banner = { devices: ['iphone-16', 'iphone-se-3rd-generation'],
        view: { type: 'Fixed' as const, width: 500, height: 20, id: 'banner' } };
    const sheet = await geometry.swiftuiSheet({ swiftUISheetRequest: banner });
    const swiftUI = await geometry.fitGet({ semantics: 'swiftui', proposalWidth: '200', proposalHeight: '200',
        aspectRatio: '0.75' });
    return {
        screen: first.entry.screen,
        cornerRadius: first.entry.displayCornerRadius?.value,
        wholeDeviceName: whole.name + ', ' + whole.sensorHousing.type,
        fitSVG: await geometry.fitGet({ container: '852x393', aspectRatio: '21:9', format: 'svg' }),
        deviceSVG: await devices.deviceGet({ id: 'iphone-16-pro', format: 'svg' }),
        css: await devices.deviceCSS({ id: 'iphone-16-pro' }),
        tokenTop: tokenAt(tokens, ['iphone-16-pro', 'portrait', 'safeArea', 'top']),
        swiftUIFrames: layout.nodes.map((node) => node.frame),
        swiftUISVG: await geometry.swiftuiLayout({ swiftUILayoutRequest: { proposal: { width: 150, height: 100 },
            view, format: 'svg' } }),
        sheetSVG: await geometry.swiftuiSheet({ swiftUISheetRequest: { ...banner, format: 'svg',
            colorScheme: 'dark' } }),
        sheetFindings: findingsOnDevices(sheet),
        etag: first.etag,
        notModified: again === undefined,
        fitRect: uikitRect(fit),
        swiftUIFrame: swiftUI.semantics === 'swiftui' ? swiftUI.flexibleFrame : undefined,
        badRequest: await failing(() => geometry.fitGet({ container: '852x393', aspectRatio: '0' })),
        unprocessable: await failing(() =>
            geometry.fitGet({ container: '852x393', aspectRatio: '1', content: '10x10' })),
        notFound: await failing(() => devices.deviceGet({ id: 'no-such-device' })),
    };
}
