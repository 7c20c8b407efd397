// Gatsby Function: the data sheets and company profiles, printed on the first request for them. The handler is the
// build's bundle of src/pdf/function.ts (src/pdf/function-bundle.ts says why it is not compiled here), shipped with
// the function (src/hosting/function-files.ts) and loaded once per instance.
import path from 'path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { pdfAssetsDir, pdfFunctionFile } from '../pdf/manifest';

/* Node's own require, made at run time: the bundle's path is known only then. Taken through getBuiltinModule because
   webpack rewrites an imported `createRequire(…)` it cannot read into `undefined` (the build contract of the PDF
   function calls it: tests/build/function-freeze.test.ts). */
const { createRequire } = process.getBuiltinModule('module') as typeof import('module');
const runtimeRequire = createRequire(path.join(process.cwd(), 'package.json'));

type Handler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>;
let handler: Handler | undefined;

export default function pdf(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  handler ??= (runtimeRequire(pdfFunctionFile(pdfAssetsDir(process.cwd()))) as { pdfFunction: Handler }).pdfFunction;
  return handler(req, res);
}
