// `npm run docs:site-map`: rewrites the generated "Current entries" block of docs/site-map.md from the
// catalogues (scripts/site-map-entries.ts); scripts/site-map.test.ts fails while it is out of date.
import { readFileSync, writeFileSync } from "node:fs";
import { BEGIN, END, renderEntries } from "./site-map-entries";

const file = "docs/site-map.md";
const doc = readFileSync(file, "utf8");
const start = doc.indexOf(BEGIN);
const end = doc.indexOf(END);
if (start < 0 || end < start) throw new Error(`${file} has no generated block (${BEGIN} … ${END})`);
writeFileSync(file, doc.slice(0, start) + renderEntries() + doc.slice(end + END.length));
console.log(`${file}: current entries regenerated`);
