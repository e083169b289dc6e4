/**
 * The hosts whose player frames a rich-text body may keep (a build setting, AppConfig's
 * videoHosts): start-up sets them; the sanitiser, the video dialog and the editor's video node
 * read them. A module of its own, so that start-up does not load the sanitiser. Until set, no
 * frame is kept.
 */
let hosts: readonly string[] = [];

/**
 * What a kept player frame may do, in the editor and in the saved body alike: run its player
 * and go full screen, nothing that reaches the page around it (no top navigation, no forms, no
 * downloads).
 */
export const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

export function setVideoHosts(list: readonly string[]): void {
  hosts = list.map((host) => host.trim().toLowerCase()).filter(Boolean);
}

/** The allowed player hosts, for a message that names them. */
export function videoHosts(): readonly string[] {
  return hosts;
}

/**
 * Whether a frame's address is a player on one of the hosts: https only (the production CSP
 * loads no http frame), the host exactly.
 */
export function isVideoPlayer(src: string): boolean {
  try {
    const url = new URL(src);
    return url.protocol === 'https:' && hosts.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}
