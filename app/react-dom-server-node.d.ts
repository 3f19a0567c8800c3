/** React's Node renderer (app/entry.server.tsx): the same API as `react-dom/server`'s Node build. */
declare module "react-dom/server.node" {
  export { renderToPipeableStream, type PipeableStream } from "react-dom/server";
}
