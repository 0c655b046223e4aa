/**
 * config/chunkNames.ts (issue 17, entry bytes): an async chunk's JS and CSS files carry the same hash, the chunk's,
 * so the two maps of webpack's runtime on the entry hold the same values; the entry files keep content hashes.
 */
import { H5_FILE_NAMES } from '../../../config/chunkNames';

const hashOf = (name: string) => /\[(\w+):(\d+)\]/.exec(name)?.slice(1);

it('async chunks: one hash token for JS and CSS, the chunk’s', () => {
  expect(hashOf(H5_FILE_NAMES.js.chunkFilename)).toEqual(['chunkhash', '8']);
  expect(hashOf(H5_FILE_NAMES.css.chunkFilename)).toEqual(hashOf(H5_FILE_NAMES.js.chunkFilename));
  expect(H5_FILE_NAMES.js.chunkFilename).toBe('js/[name].[chunkhash:8].js');
  expect(H5_FILE_NAMES.css.chunkFilename).toBe('css/[name].[chunkhash:8].css');
});

it('entry files: their content hash', () => {
  expect(hashOf(H5_FILE_NAMES.js.filename)).toEqual(['contenthash', '8']);
  expect(hashOf(H5_FILE_NAMES.css.filename)).toEqual(['contenthash', '8']);
});
