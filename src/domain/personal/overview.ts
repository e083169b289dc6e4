/** The gallery overview of orderData: totals and the share of each review outcome. */
export interface GalleryOverview {
  total: number;
  pass: number;
  notpass: number;
  /** Neither passed nor refused yet (pending review). */
  pending: number;
  /** Passed albums as a whole percentage of the total; 0 when there are none. */
  passRatio: number;
}

const whole = (n: unknown) => (Number.isFinite(Number(n)) && Number(n) > 0 ? Math.floor(Number(n)) : 0);

export function galleryOverview(stats: { total?: unknown; pass?: unknown; notpass?: unknown }): GalleryOverview {
  const pass = whole(stats.pass);
  const notpass = whole(stats.notpass);
  const total = Math.max(whole(stats.total), pass + notpass);
  return {
    total,
    pass,
    notpass,
    pending: total - pass - notpass,
    passRatio: total === 0 ? 0 : Math.round((pass / total) * 100),
  };
}
