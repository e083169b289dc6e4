import { describe, expect, it } from 'vitest';
import { createSessionModel } from '../../../src/application/session/session.model';
import type { UserIndex } from '../../../src/application/ports/user-gateway';
import { localUser } from '../../fakes/signed-in-session';

const index = (over: Partial<UserIndex> = {}): UserIndex => ({ id: 7, realname: '', company_id: 501, ...over });
const designer = { order: 1, rendering: 2, article: 0, banner: 1 };

describe('session model (spec 1 sections 3 and 6)', () => {
  it('keeps a permission list for a sub-account only', () => {
    const model = createSessionModel();
    model.started({ user: localUser(7, true), permissions: designer });
    expect(model.$permissionList.getState()).toEqual(designer);
    model.started({ user: localUser(8), permissions: designer });
    expect(model.$permissionList.getState()).toBeNull();
  });

  it("takes a sub-account's changed levels from the user index", () => {
    const model = createSessionModel();
    model.started({ user: localUser(7, true), permissions: designer });
    model.userIndexLoaded(index({ permission_list: { ...designer, order: 2 } }));
    expect(model.$permissionList.getState()).toEqual({ ...designer, order: 2 });
  });

  it('keeps the levels it has when the index carries none or none it can read', () => {
    const model = createSessionModel();
    model.started({ user: localUser(7, true), permissions: designer });
    model.userIndexLoaded(index());
    model.userIndexLoaded(index({ permission_list: 'not json' }));
    expect(model.$permissionList.getState()).toEqual(designer);
  });

  it('gives a main account no permission list from the user index', () => {
    const model = createSessionModel();
    model.started({ user: localUser(8), permissions: null });
    model.userIndexLoaded(index({ permission_list: designer }));
    expect(model.$permissionList.getState()).toBeNull();
  });

  it('starts with isNewUser 1, follows its changes and goes back to 1 on sign-out', () => {
    const model = createSessionModel();
    expect(model.$isNewUser.getState()).toBe(1);
    model.isNewUserChanged(0);
    expect(model.$isNewUser.getState()).toBe(0);
    model.cleared();
    expect(model.$isNewUser.getState()).toBe(1);
  });

  it("copies the licence check's statuses into the signed-in user, and makes no user without one", () => {
    const model = createSessionModel();
    model.licenseChecked({ licenseStatus: 2, status: 0 });
    expect(model.$user.getState()).toBeNull();
    expect(model.$licenseStatus.getState()).toBe(2);
    model.started({ user: localUser(8), permissions: null });
    model.licenseChecked({ licenseStatus: 3, status: 0 });
    expect(model.$user.getState()).toEqual({ ...localUser(8), licenseStatus: 3, status: 0 });
  });
});
