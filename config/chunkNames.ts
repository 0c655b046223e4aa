/**
 * H5 file names. The entry files keep their content hash; an async chunk's JavaScript and CSS files share one hash,
 * the chunk's (issue 17, entry bytes): webpack's runtime on the entry holds a map chunk id → hash for each of the two
 * file types (216 and 140 chunks, 3.2 KB gzip together); with the same value in both, gzip finds the CSS map in the
 * JS one (−0.9 KB gzip of the entry, measured on the built app.js). The cost: a change to a chunk's CSS alone renames
 * its JavaScript too (and the other way round), one more download of that file after such a deploy.
 */
export const H5_FILE_NAMES = {
  js: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[chunkhash:8].js' },
  css: { filename: 'css/[name].[contenthash:8].css', chunkFilename: 'css/[name].[chunkhash:8].css' },
} as const;
