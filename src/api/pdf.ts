// Gatsby Function: the data sheets and company profiles, printed on the first request for them. The handler is the
// build's bundle of src/pdf/function.ts (src/pdf/function-bundle.ts says why it is not compiled here), shipped with
// the function (netlify.toml, included_files) and loaded once per instance.
import path from 'path';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { pdfFunctionFile } from '../pdf/manifest';

// webpack's name for Node's own require: the bundle's path is known only at run time and must not be bundled here.
declare const __non_webpack_require__: NodeJS.Require;

type Handler = (req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) => Promise<void>;
let handler: Handler | undefined;

export default function pdf(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  handler ??= (
    __non_webpack_require__(pdfFunctionFile(path.join(process.cwd(), 'public'))) as {
      pdfFunction: Handler;
    }
  ).pdfFunction;
  return handler(req, res);
}
