/**
 * A list route's first data request, known before the app runs (issue 17: "the page chunk and the first data request
 * start in parallel with the entry, from what the URL and local storage already say").
 *
 * Each list route that can do so exports a builder in a `firstCall.ts` beside its page (or its product's domain
 * code). The H5 build bundles every such builder into index.html's inline starter, which runs them on the visited
 * route before the entry has downloaded and sends the request; the transport hands that answer to the page when the
 * page's own first request is the same call (same path, body, token and language). A builder must be pure and must
 * build the body with the same functions the page uses (a test per route proves the page's first request equals the
 * builder's), so the two cannot drift; answering null means "not known before the app runs" (nothing is sent early).
 */

/** What the starter knows before the app runs. */
export interface FirstCallContext {
  /** The route's query parameters, decoded. */
  readonly query: Readonly<Record<string, string>>;
  /** A value the app stored through src/hosts/storage (its `data`), or null when missing or expired. */
  stored(key: string): unknown;
  /** Now (ms), the clock the app would read. */
  readonly now: number;
  /** The language the app will use. */
  readonly locale: 'zh-CN' | 'en-US';
}

/** A request the page will make first: a POST of `body` to `path` (SPEC §7 calls are POSTs with a JSON body). */
export interface FirstCall {
  readonly path: string;
  readonly body: Record<string, unknown>;
  /**
   * Images the page shows on its first screen from this call's answer (`answer` is the parsed body, any shape):
   * the starter fetches them as soon as the answer is here, so a list whose largest paint is an image (a hotel
   * cover) does not wait for the entry and the rows' render before the image is even asked for.
   */
  readonly images?: (answer: unknown) => readonly string[];
}

/** Builds the first call of one route, or null when it cannot be known before the app runs. */
export type FirstCallBuilder = (ctx: FirstCallContext) => FirstCall | null;

/** What a `firstCall.ts` module exports: its route(s) → builder. */
export type FirstCalls = Readonly<Record<string, FirstCallBuilder>>;
