/**
 * RequestAction Logout (spec 3 §7): the caller's session is deleted on the server, so its SID is
 * refused as a member's from now on (it becomes an unknown SID), and a fresh guest SID is answered.
 */
import { endSession } from '../accounts/sessions';
import { succeed, type ActionHandler } from '../protocol/context';

export const Logout: ActionHandler<'Logout'> = async (ctx) => {
  const sid = await endSession(ctx);
  return succeed({ message: 'Signed out' }, sid);
};
