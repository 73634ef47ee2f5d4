/** What the API answers: a JSON body (none when undefined) with its status and headers. */
export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The API's 400 answer to a body whose fields are not valid, naming what is wrong with each. */
export function validationFailedResponse(fields: Record<string, string>) {
  return jsonResponse(400, {
    error: { code: 'validation_failed', message: 'Some fields are not valid', fields },
  });
}
