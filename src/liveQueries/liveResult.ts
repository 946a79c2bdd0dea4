/** The shape every data hook returns: undefined data means the first read has not finished. */
export type LiveResult<T> = { data: T | null | undefined; isLoading: boolean };

export function liveResult<T>(data: T | null | undefined): LiveResult<T> {
  return { data, isLoading: data === undefined };
}
