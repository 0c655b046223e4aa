/**
 * Booking a flight to the cashier, through the screens (issue 11): the app signs 张三 in by its own chain (wx.login
 * or wx.qy.login), then home → "国内机票" → /tk/tkQuery (北京 → 上海, tomorrow) → "搜索航班" → /tk/tkList → a flight →
 * /tk/tkCabin → "预订" → /tk/tkEdit (over-standard reason, contact phone) → "提交订单" → /tk/tkCmp → "立即支付" →
 * /pay/payment → online payment → "确认支付 ¥…" ends in `wx.requestPayment` with the server's JSAPI parameters
 * (timeStamp, nonceStr, package prepay_id=…, signType, paySign).
 */
import assert from 'node:assert/strict';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEnv } from '../lib/buildEnv.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const HOME = 'pages/home/index';
const ROUTES = {
  query: 'packages/flight/pages/tkQuery/index',
  list: 'packages/flight/pages/tkList/index',
  cabin: 'packages/flight/pages/tkCabin/index',
  edit: 'packages/flight/pages/tkEdit/index',
  done: 'packages/flight/pages/tkCmp/index',
  pay: 'packages/pay/pages/payment/index',
};

/** Waits for `route` on top and for `text` in it; the failure says what the screen shows instead. */
async function reach(host, route, text) {
  await host.until(() => host.top()?.route === route && (!text || host.find(text)), {
    timeoutMs: 12_000,
    what: () => `${route}${text ? ` showing ${text}` : ''} (on ${host.top()?.route}: ${host.text().slice(0, 300)})`,
  });
  await host.settle();
}

function lastAnswer(host, path) {
  return host.calls.findLast((c) => c.name === 'request' && String(c.options?.url).includes(path))?.answer;
}

export const journeys = [
  {
    name: 'flight booked through the screens, cashier pays online through wx.requestPayment',
    platforms: ['weapp', 'qywx'],
    // The traveller is 张三 himself (open id 1 = WeCom zhangsan).
    user: 'demo-openid-1',
    // WeCom's code is for the corp the build was configured with (see a-sign-on.mjs).
    identity: { qyUserId: 'zhangsan', corpId: buildEnv(root, 'TARO_APP_WECOM_CORP_ID') ?? '' },
    async run({ host, platform }) {
      host.launch();
      await host.open(`/${host.appJson.pages[0]}`, 'reLaunch');
      await host.untilSignedOn(() => host.top()?.route === HOME && host.wx.getStorageSync('obt.token'), {
        timeoutMs: 15_000,
        what: () => `the ${platform} sign-on (on ${host.top()?.route}: ${host.text().slice(0, 200)})`,
      });
      await reach(host, HOME, '国内机票');

      await host.tap('国内机票');
      await reach(host, ROUTES.query, '搜索航班');
      await host.tap('搜索航班');
      await reach(host, ROUTES.list, /^\d{2}:\d{2}$/);
      const flights = lastAnswer(host, '/queryFlight')?.data?.data?.flights ?? [];
      assert.ok(flights.length > 1, 'the list found fewer than two flights');
      // One flight per build: the same traveller on the same flight twice is a duplicate order.
      const flight = flights[platform === 'weapp' ? 0 : 1];
      await host.tap(new RegExp(flight.flightNo));

      await reach(host, ROUTES.cabin, '预订');
      await host.tap('预订');
      await reach(host, ROUTES.edit, '提交订单');
      // Tomorrow's fares break the 3-days-ahead rule: an over-standard reason is required.
      if (host.find('会议时间紧急')) await host.tap('会议时间紧急');
      await host.fill(/11位手机号/, '13800000001');
      await host.settle();
      await host.tap('提交订单');

      await reach(host, ROUTES.done, '立即支付');
      const booked = lastAnswer(host, '/flight/order/bookV3')?.data?.data;
      assert.ok(booked?.orderNo, `bookV3 answered ${JSON.stringify(lastAnswer(host, '/bookV3'))?.slice(0, 300)}`);
      assert.ok(host.text().includes(booked.orderNo), 'the booking-complete screen does not show the order number');
      await host.tap('立即支付');

      await reach(host, ROUTES.pay, /^确认支付/);
      assert.ok(host.text().includes(booked.orderNo), `the cashier does not show order ${booked.orderNo}`);
      await host.tap(/在线支付|微信支付/);
      await host.settle();
      await host.tap(/^确认支付/);
      const call = await host.until(() => host.calls.find((c) => c.name === 'requestPayment'), {
        what: () => `wx.requestPayment (the cashier shows: ${host.text().slice(0, 300)})`,
        timeoutMs: 10_000,
      });
      const p = call.options;
      for (const key of ['timeStamp', 'nonceStr', 'package', 'signType', 'paySign']) {
        assert.ok(typeof p[key] === 'string' && p[key] !== '', `requestPayment without ${key}: ${JSON.stringify(p)}`);
      }
      assert.match(p.package, /^prepay_id=/, 'the package is not a prepay id');
      await host.settle();
    },
  },
];
