/** The server's clock; tests inject a fake one (`testClock()` of the harness). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
