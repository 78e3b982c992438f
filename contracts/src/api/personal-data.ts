import { z } from 'zod';
import { name } from '../names';
import { adminCommand } from './call';

/**
 * Erasing an investor's personal data on request (docs/personal-data.md): their key is destroyed, so
 * their email, phone, address, password and secrets read `[erased]` everywhere from then on; their
 * portal user is deleted; every figure stays. It cannot be undone.
 */
export const forgetPersonalData = adminCommand('/admin/forget_personal_data', z.object({ investor_name: name }));
