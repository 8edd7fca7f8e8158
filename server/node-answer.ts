import type { ServerResponse } from "node:http";

/** An answer written straight to Node's response: the server's own refusals and the static files. */
export interface NodeAnswer {
  status: number;
  headers: Record<string, string | number>;
  body?: Buffer;
}

export function writeNodeAnswer(res: ServerResponse, { status, headers, body }: NodeAnswer, headOnly = false): void {
  res.writeHead(status, headers);
  res.end(headOnly ? undefined : body);
}

export function nodeText(status: number, text: string, headers: Record<string, string | number>): NodeAnswer {
  const body = Buffer.from(text);
  return { status, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8", "Content-Length": body.length }, body };
}
