// The package's errors: an answer with an RFC 9457 problem+json body is thrown as a `LayoutdProblem` (its members
// read, not a "Response returned an error code" string), a request past `connect`'s `timeout` as a `LayoutdTimeout`,
// and a request the caller aborted as the abort's own reason (an `AbortError` DOMException unless it gave one),
// never as the generated runtime's `FetchError`. Both are middleware of the generated runtime, so every API
// `connect` makes (and each `withMiddleware` copy of one) throws them.
import type { ErrorContext, Middleware, ResponseContext } from './src/runtime.js';

/** The members every layoutd problem has (RFC 9457), the rest being its extension members. */
const standardMembers = ['type', 'title', 'status', 'detail'];

/**
 * A non-2xx answer whose body is an RFC 9457 problem (`application/problem+json`).
 * - Parameters: body, the parsed problem; response, the answer it came in.
 * Example: `fitGet({container: '852x393', aspectRatio: '1', content: '10x10'})` throws one with `status` 422,
 *   `type` `'/problems/…'`, a `detail` naming the members, and `extensions` `{invalidFields: [...]}`.
 */
export class LayoutdProblem extends Error {
    override name: 'LayoutdProblem' = 'LayoutdProblem';
    /** The HTTP status the problem states (the answer's status). */
    readonly status: number;
    /** The problem type's URI reference; `GET /problems/{type}` describes it. */
    readonly type: string;
    /** The type's short summary. */
    readonly title: string;
    /** What was wrong with this request, naming the field. */
    readonly detail: string;
    /** Every member beyond the four above (`invalidFields`, `suggestions`, `viewPath`, `instance`, …). */
    readonly extensions: Readonly<Record<string, unknown>>;
    /** The whole body as sent. */
    readonly problem: Readonly<Record<string, unknown>>;

    constructor(body: Record<string, unknown>, readonly response: Response) {
        const text = (name: string) => typeof body[name] === 'string' ? body[name] as string : '';
        super(`${response.status} ${text('title')}: ${text('detail')}`);
        Object.setPrototypeOf(this, new.target.prototype);
        this.status = typeof body.status === 'number' ? body.status : response.status;
        this.type = text('type') || 'about:blank';
        this.title = text('title');
        this.detail = text('detail');
        this.extensions = Object.fromEntries(Object.entries(body).filter(([name]) => !standardMembers.includes(name)));
        this.problem = body;
    }
}

/**
 * A request that had no complete answer within `connect`'s `timeout`.
 * Example: `connect(base, {timeout: 50})` against a server that never answers throws one with `timeout` 50 and
 *   the request's `url`.
 */
export class LayoutdTimeout extends Error {
    override name: 'LayoutdTimeout' = 'LayoutdTimeout';

    constructor(readonly timeout: number, readonly url: string) {
        super(`no answer from ${url} within ${timeout} ms`);
        Object.setPrototypeOf(this, new.target.prototype);
    }
}

/**
 * The middleware reading a problem+json answer into a `LayoutdProblem` (any other non-2xx answer, a 304 say, stays
 * the generated `ResponseError`).
 * Example: a 404 `{type: '/problems/device-not-found', …}` → `throw LayoutdProblem{status: 404, …}`.
 */
export const problemMiddleware: Middleware = {
    async post(context: ResponseContext): Promise<Response | void> {
        const { response } = context;
        if (response.status >= 200 && response.status < 300) return;
        const mediaType = (response.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
        if (mediaType !== 'application/problem+json') return;
        let body: unknown;
        try {
            body = await response.json();
        } catch {
            return; // not JSON after all: the ResponseError carries the answer
        }
        if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
            throw new LayoutdProblem(body as Record<string, unknown>, response);
        }
    },
};

/**
 * The middleware giving each request an abort signal that fires after `timeout` ms (with a `LayoutdTimeout` as its
 * reason) or when the caller's own `signal` does, and surfacing either as itself rather than as a `FetchError`.
 * - Parameter timeout: milliseconds per request, body included; undefined: no limit (the caller's signal only).
 * Example: `timeoutMiddleware(50)` → requests that fail with `LayoutdTimeout{timeout: 50}` after 50 ms unanswered.
 */
export function timeoutMiddleware(timeout: number | undefined): Middleware {
    if (timeout !== undefined && !(Number.isFinite(timeout) && timeout > 0)) {
        throw new RangeError(`timeout must be a positive number of milliseconds (got ${timeout})`);
    }
    return {
        async pre({ url, init }) {
            if (timeout === undefined) return;
            const controller = new AbortController();
            const outer = init.signal;
            if (outer) {
                if (outer.aborted) controller.abort(outer.reason);
                else outer.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
            }
            const timer: unknown = setTimeout(() => controller.abort(new LayoutdTimeout(timeout, url)), timeout);
            // Node: a pending timer of a finished request must not keep the process alive.
            (timer as { unref?: () => void }).unref?.();
            return { url, init: { ...init, signal: controller.signal } };
        },
        async onError({ init, error }: ErrorContext): Promise<Response | void> {
            const signal = init.signal;
            if (signal?.aborted) throw signal.reason ?? error;
        },
    };
}
