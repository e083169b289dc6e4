/**
 * What the user is told when the browser is offline (spec 1 §8, "Offline event"): by the request
 * layer's error catalogue, and in the place of a screen whose code did not arrive.
 */
export const OFFLINE_MESSAGE = '网络不给力，请重试';
