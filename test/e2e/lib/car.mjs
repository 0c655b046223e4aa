/** Steps the car journeys share (issue 14): the query hub, the estimate list and the booking form. */
import assert from 'node:assert/strict';
import { typeInto, visibleText, waitForPath } from './helpers.mjs';
import { shown } from './flight.mjs';
import { CONTACT_MOBILE } from './hotel.mjs';

/** Lets the browser report a position in Beijing (WGS-84, as a phone's GPS does), so the hub fills the pick-up. */
export async function inBeijing(context, baseURL) {
  await context.grantPermissions(['geolocation'], { origin: baseURL });
  await context.setGeolocation({ latitude: 39.9087, longitude: 116.3975, accuracy: 20 });
}

/** Opens the place sheet of `end` ('from' | 'to'), types `text` and takes the first suggestion. */
export async function choosePlace(page, end, text) {
  await shown(page, end).click();
  await shown(page, 'place-sheet').waitFor({ state: 'visible' });
  await typeInto(page, '[data-testid="place-input"] input, input[data-testid="place-input"]', text);
  const first = shown(page, 'suggestion-0');
  await first.waitFor({ state: 'visible', timeout: 15_000 });
  await first.click();
  await shown(page, 'place-sheet').waitFor({ state: 'hidden', timeout: 10_000 });
}

/** Asks for the estimates and waits for the cards of /car/carList. */
export async function estimate(page) {
  await shown(page, 'search').click();
  await waitForPath(page, '/car/carList');
  try {
    await shown(page, 'estimates').waitFor({ state: 'visible', timeout: 20_000 });
  } catch {
    throw new Error(`no estimates; the list shows ${JSON.stringify(await visibleText(page))}`);
  }
}

/** Chooses a vehicle class within the travel standard and lands on the booking form. */
export async function chooseClass(page, vehicleClass = 'economy') {
  const card = shown(page, `estimate-${vehicleClass}`);
  assert.equal(
    await card.locator('[data-testid="policy-badge"][data-wb="2"]').count(),
    0,
    `${vehicleClass} is blocked`,
  );
  await shown(page, `choose-${vehicleClass}`).click();
  await waitForPath(page, '/car/carEdit');
  await shown(page, 'car-edit-ride').waitFor({ state: 'visible' });
}

/** Gives the contact mobile the driver calls (the rest of the form defaults to the booker riding). */
export async function fillCarForm(page) {
  await typeInto(page, '#contact-linkTel', CONTACT_MOBILE);
}

/** Submits the booking form and returns the path it lands on. */
export async function submitCar(page) {
  await shown(page, 'car-edit-submit').click();
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    const path = new URL(page.url()).pathname;
    // H5 writes the path parameter as ?id= (/car/carJsycDetail?id=…).
    if (path.startsWith('/car/carJsycDetail') || path === '/pay/payment') return path;
    await page.waitForTimeout(300);
  }
  throw new Error(`the booking went nowhere; the form shows ${JSON.stringify(await visibleText(page))}`);
}

/** Waits until the ride panel shows `status` (the order status of a journey stage). */
export async function waitForRideStatus(page, status, timeout = 90_000) {
  const panel = page.locator(`[data-testid="ride-panel"][data-status="${status}"]`).first();
  try {
    await panel.waitFor({ state: 'visible', timeout });
  } catch {
    const seen = await shown(page, 'ride-panel')
      .getAttribute('data-status')
      .catch(() => 'absent');
    throw new Error(`the ride stayed ${seen}, not ${status}: ${JSON.stringify(await visibleText(page))}`);
  }
}

/** The screen position of the driver's marker on the offline map (the Leaflet icon's transform). */
export async function driverMarkerAt(page) {
  const icon = page.locator('[data-marker-id="driver"]').first();
  await icon.waitFor({ state: 'attached', timeout: 20_000 });
  return icon.evaluate((el) => {
    const box = el.closest('.leaflet-marker-icon') ?? el;
    return getComputedStyle(box).transform;
  });
}
