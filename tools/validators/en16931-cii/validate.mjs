#!/usr/bin/env node
// Validates a CII invoice (the factur-x.xml of a Factur-X PDF, or a bare CII file) against the
// official EN 16931 business rules (CEN/TC 434 validation artefacts 1.3.16, CII syntax), compiled
// for SaxonJS, with the project's own `saxon-js`. Usage:
//   node tools/validators/en16931-cii/validate.mjs invoice.xml        each failed rule, exit 1 when one is fatal
//   node tools/validators/en16931-cii/validate.mjs --pdf invoice.pdf  the embedded factur-x.xml (poppler's pdfdetach)
import { runCli } from '../validate-cii.mjs';

runCli(['en16931'], process.argv.slice(2));
