/** The one safe form reader (issue #9, item 8): what it reads. That every action uses it is a lint rule (eslint.config.js). */
import { describe, expect, it } from "vitest";
import { readForm, requireForm, textField, UNREADABLE_FORM_MESSAGE } from "../../app/lib/forms/form-data.server";

const post = (body: BodyInit, contentType: string) =>
  new Request("http://127.0.0.1/contact", { method: "POST", body, headers: { "content-type": contentType } });

describe("readForm", () => {
  it("reads url-encoded and multipart forms", async () => {
    expect(textField(await readForm(post("name=Ana&x=1", "application/x-www-form-urlencoded")), "name")).toBe("Ana");
    const multipart = new FormData();
    multipart.set("name", "Ana");
    multipart.set("file", new Blob(["x"]), "x.txt");
    const form = await readForm(new Request("http://127.0.0.1/contact", { method: "POST", body: multipart }));
    expect(textField(form, "name")).toBe("Ana");
    expect(textField(form, "file")).toBe(""); // a file is not text
  });

  it.each([
    ["text/plain", "name=Ana"],
    ["application/json", '{"name":"Ana"}'],
    ["multipart/form-data; boundary=nothing", "garbage"],
    ["multipart/form-data", "--x\r\n"],
    ["application/xml", "<name>Ana</name>"],
    ["", "name=Ana"],
  ])("reads a %j body as no form (null), never throws", async (contentType, body) => {
    expect(await readForm(post(body, contentType))).toBeNull();
  });

  it("requireForm answers a body that is not a form with a thrown 400", async () => {
    const thrown = await requireForm(post("{}", "application/json")).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(await (thrown as Response).text()).toBe(UNREADABLE_FORM_MESSAGE);
  });
});
