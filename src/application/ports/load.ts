/**
 * A port whose adapter loads on first use: calling it answers the adapter itself, so its
 * properties and methods reach the caller unchanged (`const gateway = await this.load()`).
 * The container binds one per port token (src/di/container.ts), so that /login carries no
 * gateway it does not call; a test binds `loaded(fake)`.
 */
export type Load<T> = () => Promise<T>;
