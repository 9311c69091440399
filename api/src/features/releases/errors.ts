/** A release, rollback or canary step refused for a reason the operator can act on. */
export class ReleaseRefused extends Error {
  constructor(
    message: string,
    /** The HTTP status the admin API answers with. */
    readonly status: 400 | 404 | 409 = 409,
  ) {
    super(message);
    this.name = 'ReleaseRefused';
  }
}
