/** An answer the load generators count as good: HTTP 200 and ResponseCode SUCCESS. */
export function succeeded(statusCode: number, body: string): boolean;
