// The benchmarks' signed-in session: the merchant signs in against the mock and the browser
// context gets the cookies the app writes after a sign-in (CookieSessionStore), so a benchmark
// opens a signed-in screen without driving the sign-in form.

/** Signs the demo merchant in at `mockUrl` and puts its session cookies into `context`. */
export async function signInMerchant(context, mockUrl) {
  const res = await fetch(`${mockUrl}/v2/oauth/token?grant_type=password&user_type=Company`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'username=merchant&password=Demo1234',
  });
  const b = await res.json();
  const user = { user_id: b.user_id, company_id: b.company_id, company_abbr: b.company_abbr, realname: b.realname, vipCompany: b.vipCompany === 1, isSubAccount: false, isGroupCompany: false, licenseStatus: b.licenseStatus, status: b.status, needChangePwd: false };
  const cookie = (name, value) => ({ name, value, domain: '127.0.0.1', path: '/' });
  const cookies = [cookie('session_token', b.access_token), cookie('users', encodeURIComponent(JSON.stringify(user))), cookie('isSubAccount', '0')];
  if (b.permissionList) cookies.push(cookie('permission_list', encodeURIComponent(JSON.stringify(b.permissionList))));
  await context.addCookies(cookies);
}
