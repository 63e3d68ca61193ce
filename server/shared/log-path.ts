// What a log line may say of a request's address. A borrower's documents page (/documents/{token},
// also under /ml and /hi) holds its private link in the address: the token never reaches a log.

export function loggedPath(path: string): string {
  return path.replace(/^((?:\/(?:ml|hi))?\/documents\/)[^/?#]+/, "$1[link]");
}
