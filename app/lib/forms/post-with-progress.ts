/**
 * POSTs a form with upload progress. fetch() cannot report how much of a request body has been
 * sent; XMLHttpRequest can (xhr.upload's progress events). Same origin, so the browser sends the
 * session cookie and the Origin header the Worker checks.
 */
export interface PostAnswer<Body> {
  status: number;
  body: Body | null;
}

export function postWithProgress<Body>(
  url: string,
  form: FormData,
  onProgress: (sent: number, total: number) => void,
): Promise<PostAnswer<Body>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "json";
    request.setRequestHeader("Accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    request.addEventListener("load", () => resolve({ status: request.status, body: request.response as Body | null }));
    request.addEventListener("error", () => reject(new Error("The network request failed.")));
    request.addEventListener("abort", () => reject(new Error("The request was cancelled.")));
    request.send(form);
  });
}
