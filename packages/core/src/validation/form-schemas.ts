import { z } from 'zod';
import { validateAxisForCategory } from './axis-for-category.ts';
import {
  axisCategoryField,
  axisField,
  companyField,
  coordinatesField,
  nicknameField,
  passwordField,
  plateField,
  requiredTextField,
  retroactiveDateField,
  routeTypeField,
  silentRequiredField,
  vehicleTypeField,
  waypointTextField,
} from './field-schemas.ts';
import { KEY_IS_REQUIRED, KEY_MIN_WAYPOINTS } from './messages.ts';
import { DEFAULT_PLANNER_ROUTE_TYPE } from './planner-route-types.ts';

/**
 * The vehicle (SPEC §5): category and axle count must be an accepted combination (truck 2-15,
 * auto or bus 2-4, motorcycle 2), else 'VALIDATION_INVALID_AXIS' on `axis`.
 *
 * @example vehicleFormSchema.safeParse({ category: 'bus', axis: 5 }).success // false
 */
export const vehicleFormSchema = z
  .object({ category: axisCategoryField, axis: axisField })
  .superRefine(({ category, axis }, ctx) => {
    const message = validateAxisForCategory(category, axis);
    if (message !== null) ctx.addIssue({ code: 'custom', message, path: ['axis'], input: axis });
  });

/**
 * The plate form (SPEC §2, §5): company (no rule), plate ('Placa Inválida'), vehicle type
 * ('Tipo inválido'), brand, model and rear wheel type (required, no message). The `category` and
 * `axis` of the POST body are optional; when both are sent their combination is checked as in
 * {@link vehicleFormSchema}.
 */
export const plateFormSchema = z
  .object({
    company_id: companyField,
    plate: plateField,
    vehicle_type_pepsico: vehicleTypeField,
    brand: silentRequiredField,
    model: silentRequiredField,
    rear_wheel_type: silentRequiredField,
    category: axisCategoryField.optional(),
    axis: axisField.optional(),
  })
  .superRefine(({ category, axis }, ctx) => {
    if (category === undefined || axis === undefined) return;
    const message = validateAxisForCategory(category, axis);
    if (message !== null) ctx.addIssue({ code: 'custom', message, path: ['axis'], input: axis });
  });

/** The cost-center form (SPEC §2, §5): company (no rule) and name (required, no message). */
export const costCenterFormSchema = z.object({
  company_id: companyField,
  name: silentRequiredField,
});

/** The save-route dialog (SPEC §2, §5): nickname ('Esse campo é obrigatório') and company (no rule). */
export const saveRouteFormSchema = z.object({
  nickname: nicknameField,
  company_id: companyField,
});

/** The plate-check dialog (SPEC §2): plate, required, plate format, max 7, upper-cased. */
export const plateCheckFormSchema = z.object({
  plate: plateField,
});

/**
 * The login form (SPEC §5: email and password are both sent, no further rule): both required,
 * 'VALIDATION_IS_REQUIRED'. The e-mail is trimmed, the password is not.
 */
export const loginFormSchema = z.object({
  email: requiredTextField,
  password: passwordField,
});

/**
 * The planner options (SPEC §3, §5), validated before calculating: retroactiveDate `''` or a real
 * dd/MM/yyyy date; type_route one of default/shortest/avoid_tolls/efficient. Missing fields take the
 * SPEC defaults: '', false, false, 'efficient'.
 *
 * @example plannerOptionsFormSchema.parse({}) // { retroactiveDate: '', calculateReturn: false, shortest: false, type_route: 'efficient' }
 */
export const plannerOptionsFormSchema = z.object({
  retroactiveDate: retroactiveDateField,
  calculateReturn: z.boolean({ error: () => KEY_IS_REQUIRED }).default(false),
  shortest: z.boolean({ error: () => KEY_IS_REQUIRED }).default(false),
  type_route: routeTypeField.default(DEFAULT_PLANNER_ROUTE_TYPE),
});

/**
 * The VPO waypoint form (SPEC §5): at least origin and destination ('VALIDATION_MIN_WAYPOINTS'),
 * every waypoint text non-empty ('VALIDATION_IS_REQUIRED' at `waypoints.<index>.searchText`).
 */
export const vpoWaypointsFormSchema = z.object({
  waypoints: z
    .array(z.object({ searchText: waypointTextField, coordinates: coordinatesField.optional() }), {
      error: () => KEY_MIN_WAYPOINTS,
    })
    .min(2, { error: () => KEY_MIN_WAYPOINTS }),
});
