/* global module */
// pa11y-ci drives Debian's Chromium (scripts/chromium.ts): Puppeteer's own browser download is not
// used, and it could not be fetched here anyway (no internet access beyond the npm registry).
module.exports = { skipDownload: true };
