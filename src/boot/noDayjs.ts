/**
 * Stands in for dayjs (and its plugins) in index.html's early first-call script only (config/firstCalls.ts): the
 * builders' dates take src/domain/time.ts's arithmetic path, and dayjs with its zone plugins would add about 12 KB to
 * every index.html. Should a builder reach dayjs after all (an instant before 1991, an input the arithmetic does not
 * read), this throws, the starter gives up, and the page asks as usual — never a different request.
 */
function noDayjs(): never {
  throw new Error('first call: dayjs is not in the early script');
}
noDayjs.extend = (): void => undefined;
noDayjs.tz = noDayjs;

export default noDayjs;
