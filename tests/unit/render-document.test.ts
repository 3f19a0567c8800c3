/**
 * The page's HTML as React's Node renderer writes it (app/lib/http/render-document.server.ts): whatever falls on
 * the renderer's 2 KB buffer boundaries, the bytes are the page's text and nothing else. React 18 handed over a
 * whole buffer when a character did not fit in it, so an Arabic page could carry NUL bytes (found in the Arabic
 * registration form's refusal).
 */
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderDocument, withoutUnusedTail } from "../../app/lib/http/render-document.server";

describe("renderDocument", () => {
  it("writes Arabic text whole at every alignment against the renderer's buffers: no NUL byte, every letter intact", async () => {
    const arabic = "يُرجى اختيار الرخصة التجارية مرة أخرى";
    for (let pad = 0; pad < 300; pad += 1) {
      // Three paragraphs under the renderer's direct-write size, then one of `pad` letters: the Arabic starts at
      // every offset around the first buffer's end.
      const element = createElement(
        "main",
        null,
        ...["a", "b", "c"].map((letter) => createElement("p", { key: letter }, letter.repeat(600))),
        createElement("p", { key: "pad" }, "d".repeat(pad)),
        createElement("p", { key: "ar" }, arabic),
      );
      const { html, failed } = await renderDocument(element, "nonce");
      expect(failed).toBe(false);
      expect(html.indexOf(0), `a NUL byte with ${pad} letters before the Arabic`).toBe(-1);
      expect(new TextDecoder("utf-8", { fatal: true }).decode(html)).toContain(`<p>${arabic}</p>`);
    }
  });

  it("drops only the unused end of a whole 2 KB buffer: at most three NUL bytes, and never from a shorter chunk", () => {
    const whole = new Uint8Array(2048).fill(65);
    expect(withoutUnusedTail(whole)).toBe(whole);
    const tail = new Uint8Array(2048).fill(65);
    tail.fill(0, 2046);
    expect(withoutUnusedTail(tail).byteLength).toBe(2046);
    const fourZeros = new Uint8Array(2048).fill(65);
    fourZeros.fill(0, 2044);
    expect(withoutUnusedTail(fourZeros).byteLength).toBe(2045);
    const short = new Uint8Array([65, 0]);
    expect(withoutUnusedTail(short)).toBe(short);
  });
});
