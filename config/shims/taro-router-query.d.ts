/** config/shims/taro-router-query.js: query-string's parse as @tarojs/router calls it. */
declare const queryString: {
  parse(query: unknown, options: { decode: false }): Record<string, string | null | Array<string | null>>;
};
export default queryString;
