/**
 * The rail account as a product module: no order types of its own (train orders belong to the train module, which
 * calls gate.ts when booking with a rail account), its calls and its demo seed.
 */
import type { ProductModule } from '../orders/products';
import { trainAccountRoutes } from './routes';
import { seedTrainAccountDemo } from './seed';

export const trainAccountProduct: ProductModule = {
  name: 'trainAccount',
  orderTypes: [],
  transitions: {},
  seed: (db, opts) => seedTrainAccountDemo(db, opts),
  routes: [trainAccountRoutes],
};
