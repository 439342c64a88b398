import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ROLE_ADMIN, ROLE_OPERATOR, ROLE_SUPER_ADMIN, stringifySavedRouteWaypoints } from '@freight/core';
import { hashPassword } from '../auth/password.ts';
import type { Database } from '../db/database.ts';
import {
  companies,
  costCenters,
  plates,
  plateTags,
  roles,
  savedRoutes,
  shippers,
  userCompanies,
  userRoles,
  users,
  vehicleTypes,
} from '../db/schema.ts';

/** CNPJ of the demo company: how the seed recognises it. */
export const DEMO_COMPANY_CNPJ = '11222333000181';

/** The demo users, one per built-in role (README "Demo users"). */
export const DEMO_USERS = [
  { name: 'Super Administrador', email: 'superadmin@example.com', role: ROLE_SUPER_ADMIN },
  { name: 'Administradora Demo', email: 'admin@example.com', role: ROLE_ADMIN },
  { name: 'Operador Demo', email: 'operador@example.com', role: ROLE_OPERATOR },
] as const;

/** A demo account and the password it was given. */
export interface DemoCredential {
  email: string;
  role: string;
  password: string;
}

const SHIPPERS = [
  { name: 'Alimentos Paulista S.A.', document: '45287163000135' },
  { name: 'Bebidas do Sul Ltda', document: '19283456000134' },
  { name: 'Mineração Central Ltda', document: '73194628000149' },
];

const COST_CENTERS = ['Frota própria', 'Agregados', 'Transferências'];

/** Toll tags of the demo plates, for the built-in tag provider (`POST /api/plates/{id}`). */
const PLATE_TAGS: Readonly<Record<string, readonly string[]>> = {
  ABC1D23: ['Sem Parar', 'ConectCar'],
  BRA2E19: ['Sem Parar'],
  FRT4567: ['Veloe', 'Move Mais'],
};

const PLATES = [
  { plate: 'ABC1D23', brand: 'Volvo', model: 'FH 540', category: 'truck', axis: 6, rear_wheel_type: 'Dupla' },
  { plate: 'BRA2E19', brand: 'Scania', model: 'R 450', category: 'truck', axis: 5, rear_wheel_type: 'Dupla' },
  {
    plate: 'FRT4567',
    brand: 'Mercedes-Benz',
    model: 'Atego 2430',
    category: 'truck',
    axis: 3,
    rear_wheel_type: 'Dupla',
  },
  { plate: 'QWE3R45', brand: 'Fiat', model: 'Strada', category: 'auto', axis: 2, rear_wheel_type: 'Simples' },
];

const SAVED_ROUTES = [
  {
    slug: 'São Paulo → Curitiba',
    distance: 408.4,
    time: 21_000,
    type: 'efficient',
    waypoints: ['São Paulo, SP', 'Curitiba, PR'],
  },
  {
    slug: 'São Paulo → Rio de Janeiro sem pedágio',
    distance: 452.6,
    time: 24_300,
    type: 'avoid_tolls',
    waypoints: ['São Paulo, SP', 'Rio de Janeiro, RJ'],
  },
  {
    slug: 'Santos → Campinas',
    distance: 165.2,
    time: 8_400,
    type: 'shortest',
    waypoints: ['Santos, SP', 'São Paulo, SP', 'Campinas, SP'],
  },
];

/**
 * Creates the demo company (branding, active subscription), one user per built-in role, plates (some
 * with toll tags), cost centers, shippers and saved routes — unless the demo company exists. Each user
 * gets `password` or, when unset, a random one. Returns the credentials created (empty when nothing
 * was created). Needs `syncAccess` and `ensureVehicleTypes` first.
 */
export async function seedDemo(db: Database, password?: string): Promise<DemoCredential[]> {
  const [existing] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.cnpj, DEMO_COMPANY_CNPJ));
  if (existing) return [];
  const credentials = DEMO_USERS.map((user) => ({
    ...user,
    password: password ?? randomBytes(9).toString('base64url'),
  }));
  const hashes = await Promise.all(credentials.map((user) => hashPassword(user.password)));
  const types = await db.select().from(vehicleTypes);
  const typeFor = (axis: number, category: string) =>
    types.find(
      (type) => type.number_axles === axis && (category === 'truck') === (type.vehicle_type === 'Caminhao'),
    )?.id ?? null;

  await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({
        name: 'Transportadora Demonstração',
        legal_name: 'Transportadora Demonstração Ltda',
        cnpj: DEMO_COMPANY_CNPJ,
        allow_create_route: true,
        vpo_allow_select_tag: true,
        primary_color: '#1565c0',
        primary_color_is_dark: true,
        subscription_status: 'active',
      })
      .returning({ id: companies.id });
    if (!company) throw new Error('demo company not created');
    for (const [index, user] of credentials.entries()) {
      const [row] = await tx
        .insert(users)
        .values({ name: user.name, email: user.email, password_hash: hashes[index] ?? '' })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!row) continue;
      const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, user.role));
      if (role) await tx.insert(userRoles).values({ user_id: row.id, role_id: role.id });
      await tx.insert(userCompanies).values({ user_id: row.id, company_id: company.id });
    }
    await tx.insert(shippers).values(SHIPPERS.map((shipper) => ({ ...shipper, company_id: company.id })));
    await tx.insert(costCenters).values(COST_CENTERS.map((name) => ({ name, company_id: company.id })));
    const demoPlates = await tx
      .insert(plates)
      .values(
        PLATES.map((plate) => ({
          ...plate,
          company_id: company.id,
          vehicle_type_id: typeFor(plate.axis, plate.category),
        })),
      )
      .returning({ id: plates.id, plate: plates.plate });
    const tags = demoPlates.flatMap(({ id, plate }) =>
      (PLATE_TAGS[plate] ?? []).map((name) => ({ plate_id: id, name })),
    );
    if (tags.length > 0) await tx.insert(plateTags).values(tags);
    await tx.insert(savedRoutes).values(
      SAVED_ROUTES.map((route) => ({
        ...route,
        company_id: company.id,
        waypoints: stringifySavedRouteWaypoints(route.waypoints),
      })),
    );
  });
  return credentials.map(({ email, role, password: secret }) => ({ email, role, password: secret }));
}
