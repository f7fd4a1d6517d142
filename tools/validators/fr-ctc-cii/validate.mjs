#!/usr/bin/env node
// Validates a CII invoice (the factur-x.xml of a Factur-X PDF, or a bare CII file) against the French
// rules of the 2026 e-invoicing reform ("BR-FR Flux 2" schematron for CII, published by the FNFE-MPE),
// compiled for SaxonJS, with the project's own `saxon-js`. A French invoice must pass these and the
// EN 16931 rules (../en16931-cii/validate.mjs; ../validate.mjs runs both). Usage:
//   node tools/validators/fr-ctc-cii/validate.mjs invoice.xml        each failed rule, exit 1 when one is fatal
//   node tools/validators/fr-ctc-cii/validate.mjs --pdf invoice.pdf  the embedded factur-x.xml (poppler's pdfdetach)
import { runCli } from '../validate-cii.mjs';

runCli(['br-fr'], process.argv.slice(2));
