/**
 * The reference supplier's insurance products (db/seed/bookingKit.ts stores them in Chinese): name, kind, summary
 * and terms in both languages, key for key. insurance/service.ts shows an en-US reader the English text of a stored
 * Chinese one; a company's own products are shown as written.
 */
export const zh = {
  'insurance.flightAccident.name': '航空意外险',
  'insurance.accident.kind': '意外险',
  'insurance.flightAccident.summary': '航空意外身故、伤残保额 300 万元；意外医疗 3 万元',
  'insurance.flightAccident.terms':
    '一、保险责任：被保险人以乘客身份乘坐民航班机期间遭受意外伤害导致身故或伤残的，按约定给付保险金。\n' +
    '二、保险期间：自被保险人踏入保单载明航班班机舱门起至飞抵目的港走出舱门止。\n' +
    '三、责任免除：故意行为、醉酒、战争等情形不承担保险责任。\n四、退保：航班起飞前可全额退保。',
  'insurance.flightDelay.name': '航班延误险',
  'insurance.delay.kind': '延误险',
  'insurance.flightDelay.summary': '航班延误 2 小时及以上或取消，赔付 200 元',
  'insurance.flightDelay.terms':
    '一、保险责任：保单载明航班因天气、机械故障、航空管制等原因延误 2 小时及以上或取消的，一次性给付 200 元。\n' +
    '二、理赔：凭航空公司或机场出具的延误证明申请理赔。\n三、退保：航班起飞前可全额退保。',
  'insurance.railAccident.name': '铁路意外险',
  'insurance.railAccident.summary': '铁路旅行意外身故、伤残保额 30 万元',
  'insurance.railAccident.terms':
    '一、保险责任：被保险人乘坐保单载明车次期间遭受意外伤害导致身故或伤残的，按约定给付保险金。',
} as const;

export const en: Record<keyof typeof zh, string> = {
  'insurance.flightAccident.name': 'Flight accident insurance',
  'insurance.accident.kind': 'Accident',
  'insurance.flightAccident.summary':
    'Accidental death or disability during the flight: CNY 3,000,000; accident medical care: CNY 30,000',
  'insurance.flightAccident.terms':
    '1. Cover: if the insured, travelling as a passenger on a civil flight, suffers an accident causing death or ' +
    'disability, the agreed sum is paid.\n' +
    '2. Period: from boarding the flight named in the policy until leaving the aircraft at the destination.\n' +
    '3. Exclusions: intentional acts, intoxication, war and the like are not covered.\n' +
    '4. Cancellation: fully refundable before departure.',
  'insurance.flightDelay.name': 'Flight delay insurance',
  'insurance.delay.kind': 'Delay',
  'insurance.flightDelay.summary': 'CNY 200 if the flight is delayed 2 hours or more, or cancelled',
  'insurance.flightDelay.terms':
    '1. Cover: if the flight named in the policy is delayed 2 hours or more, or cancelled, because of weather, ' +
    'technical faults, air traffic control or the like, CNY 200 is paid once.\n' +
    '2. Claims: with the delay certificate of the airline or the airport.\n' +
    '3. Cancellation: fully refundable before departure.',
  'insurance.railAccident.name': 'Rail accident insurance',
  'insurance.railAccident.summary': 'Accidental death or disability during the rail journey: CNY 300,000',
  'insurance.railAccident.terms':
    '1. Cover: if the insured suffers an accident causing death or disability while on the train named in the ' +
    'policy, the agreed sum is paid.',
};
