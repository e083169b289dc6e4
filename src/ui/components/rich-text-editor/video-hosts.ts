/**
 * The hosts whose player frames a rich-text body may keep (a build setting, AppConfig's
 * videoHosts): start-up sets them, the sanitiser reads them. A module of its own, so that
 * start-up does not load the sanitiser. Until set, no frame is kept.
 */
let hosts: readonly string[] = [];

export function setVideoHosts(list: readonly string[]): void {
  hosts = list.map((host) => host.trim().toLowerCase()).filter(Boolean);
}

/** Whether a frame's address is a player on one of the hosts (https or http, the host exactly). */
export function isVideoPlayer(src: string): boolean {
  try {
    const url = new URL(src);
    return /^https?:$/.test(url.protocol) && hosts.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}
