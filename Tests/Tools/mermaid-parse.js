// Parses each Mermaid file named with Mermaid's own parser (Mermaid 11, as the PyPI package
// mermaid-parser-py bundles it for Node), as GitHub's renderer would before drawing it.
//
//   node Tests/Tools/mermaid-parse.js PARSER_BUNDLE FILE...
//
// PARSER_BUNDLE is that package's mermaid_parser/js/parser.bundle.js (Tests/Tools/graph-tools.sh
// installs it). Prints 'ok FILE' or 'error: FILE: why' for each; exit code 1 when one fails.
"use strict";
const fs = require("fs");

const [bundle, ...files] = process.argv.slice(2);
if (!bundle || files.length === 0) {
  console.error("usage: node mermaid-parse.js PARSER_BUNDLE FILE...");
  process.exit(2);
}
require(bundle);

(async () => {
  let failed = 0;
  for (const file of files) {
    try {
      await globalThis.parse_mermaid(fs.readFileSync(file, "utf8"));
      console.log(`ok ${file}`);
    } catch (error) {
      failed += 1;
      console.log(`error: ${file}: ${String(error && error.message).split("\n").join(" ")}`);
    }
  }
  process.exit(failed === 0 ? 0 : 1);
})();
