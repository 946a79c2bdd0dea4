/**
 * What the load generators count as a good answer: HTTP 200 and an envelope whose ResponseCode is
 * SUCCESS. A server that refuses every call answers 200 with ResponseCode ERROR; counting status
 * codes alone, such a run passed every budget.
 */

const SUCCESS_HEAD = '{"ResponseCode":"SUCCESS"';

/** @param {number} statusCode @param {string} body */
export function succeeded(statusCode, body) {
  if (statusCode !== 200) return false;
  // The server writes ResponseCode first: a whole menu is not parsed on the generator's thread
  // for every answer (it would take CPU from the server being measured).
  if (body.startsWith(SUCCESS_HEAD)) return true;
  try {
    return JSON.parse(body).ResponseCode === 'SUCCESS';
  } catch {
    return false;
  }
}
