/**
 * The user agreement and privacy policy (issue 15, PIPL), read on /agreement/user and /agreement/privacy. Only those
 * pages import this part, so the long texts never reach the H5 entry or the weapp main package. `en` must have
 * exactly the keys of `zh` (the type enforces it); keys start with 'agreement.'. A section body is paragraphs
 * separated by '\n'. Changing a text means a new AGREEMENT_VERSION (src/api/contract/agreements.ts).
 * Importing this module registers the texts.
 */
import { registerTexts } from '../registry';

export const zh = {
  'agreement.user.title': '用户协议',
  'agreement.privacy.title': '隐私政策',
  'agreement.meta': '版本：{version}　生效日期：{date}',
  'agreement.sections': '目录',

  'agreement.user.intro':
    '欢迎使用本企业差旅服务（以下简称“本服务”）。本服务由差旅服务提供方（以下简称“我们”）为与我们签约的企业及其员工提供机票、火车票、酒店、用车、签证、保险、机场服务等差旅预订和管理服务。请您在注册、登录前仔细阅读本协议，特别是加粗提示的免除或限制责任条款。您勾选同意或以其他方式使用本服务，即表示您已阅读、理解并同意本协议的全部内容。',
  'agreement.user.s1.h': '一、协议的适用范围',
  'agreement.user.s1.p':
    '本协议适用于您通过移动网页、App、微信小程序、企业微信等渠道使用本服务的全部行为。\n您所在企业与我们另行签订的服务合同对差旅政策、结算方式等有约定的，从其约定；本协议未约定的，适用该服务合同。',
  'agreement.user.s2.h': '二、账号注册与使用',
  'agreement.user.s2.p':
    '您的账号由所在企业开通，或由您以企业员工身份自行注册并经企业确认。注册时请提供真实、准确的姓名和手机号码。\n账号和密码仅限您本人使用，请妥善保管，不得出借、转让。因您保管不善造成的损失由您自行承担；发现账号被盗用时，请立即修改密码并联系我们。\n您离职或企业停止使用本服务的，企业管理员可停用您的账号。',
  'agreement.user.s3.h': '三、预订服务',
  'agreement.user.s3.p':
    '我们作为代理人，为您向航空公司、铁路运输企业、酒店、用车服务商、保险公司等供应商预订产品。运输、住宿等服务由相应供应商提供，适用供应商公布的运输条件、入住规则和退改规则。\n请确保出行人姓名、证件号码与所持证件一致。因信息填写错误造成无法出行、无法入住或产生额外费用的，由预订人承担。\n价格、舱位和房态以预订时系统实时返回的结果为准；在出票、确认之前，供应商可能变更价格或拒绝预订，我们会及时通知您。',
  'agreement.user.s4.h': '四、差旅政策与审批',
  'agreement.user.s4.p':
    '您的预订须遵守所在企业设定的差旅标准和审批流程。超出标准的预订需要填写原因，并可能需要审批人批准后方可出票。\n审批人、预订代理人可在其权限范围内查看和处理您的出差申请与订单。',
  'agreement.user.s5.h': '五、支付与费用',
  'agreement.user.s5.p':
    '费用由企业统一结算或由您个人在线支付，具体以企业的设置为准。\n订单须在页面显示的支付时限内完成支付，逾期未支付的订单将被自动取消。服务费按企业与我们的约定收取，并在支付前明确展示。',
  'agreement.user.s6.h': '六、退票、改签与取消',
  'agreement.user.s6.p':
    '退票、改签、退房和取消适用供应商规则，可能产生手续费。手续费和退款金额以供应商最终确认为准，退款原路返回。\n因不可抗力（如天气、空中管制、自然灾害）导致的航班、列车变更，按供应商和相关法规的规定处理。',
  'agreement.user.s7.h': '七、使用规范',
  'agreement.user.s7.p':
    '您不得利用本服务从事违法活动，不得进行虚假预订、恶意占座、倒卖票证，不得以技术手段干扰本服务的正常运行或批量抓取数据。\n违反上述约定的，我们有权限制或终止您使用本服务，并依法追究责任。',
  'agreement.user.s8.h': '八、责任限制',
  'agreement.user.s8.p':
    '我们将尽力保证本服务持续、稳定地运行。因系统维护、网络故障、供应商系统异常或不可抗力造成的服务中断，我们将及时通知并协助处理，但不对由此造成的间接损失承担责任。\n供应商提供的运输、住宿等服务质量问题，由供应商依法承担责任，我们将协助您维权。',
  'agreement.user.s9.h': '九、协议的变更',
  'agreement.user.s9.p':
    '我们可能根据法律法规或业务变化修订本协议。修订后的协议将标注新的版本号和生效日期，并在您下次登录时请您重新阅读和确认。您不同意修订内容的，可以停止使用本服务。',
  'agreement.user.s10.h': '十、法律适用与争议解决',
  'agreement.user.s10.p':
    '本协议适用中华人民共和国法律（不包括港澳台地区法律）。因本协议产生的争议，双方应友好协商解决；协商不成的，任何一方可向我们所在地有管辖权的人民法院提起诉讼。',
  'agreement.user.s11.h': '十一、联系我们',
  'agreement.user.s11.p':
    '如对本协议有任何疑问，请通过“我的 > 设置 > 关于”中的客服电话联系我们，或联系您所在企业的差旅管理员。',

  'agreement.privacy.intro':
    '我们深知个人信息对您的重要性，将按照《中华人民共和国个人信息保护法》等法律法规的要求处理您的个人信息。本政策说明我们收集哪些信息、为什么收集、如何使用、与谁共享、保存多久以及您享有的权利。请您在注册、登录前仔细阅读。',
  'agreement.privacy.s1.h': '一、我们收集的个人信息',
  'agreement.privacy.s1.p':
    '账号信息：姓名、手机号码、电子邮箱、登录密码（仅保存加密后的摘要）、所在企业、部门、职级。\n出行人信息：您或您代订的出行人的姓名、证件类型和号码（身份证、护照等）、国籍、出生日期、性别、手机号码，以及常用联系人、配送地址、发票抬头、酒店会员卡号。\n行程与订单信息：出差申请、航班、车次、酒店、用车的行程和订单、审批记录、支付与退款记录。我们不保存您的银行卡号。\n设备与日志信息：设备型号、操作系统、应用版本、网络状态和必要的操作日志，用于保障安全和排查故障。\n位置信息：仅在您使用附近酒店、叫车、机场服务等功能并授权后获取，您可随时在系统设置中关闭。',
  'agreement.privacy.s2.h': '二、我们如何使用这些信息',
  'agreement.privacy.s2.p':
    '为您完成预订、出票、入住、用车和售后服务；\n按所在企业的差旅政策进行合规校验、审批和费用结算；\n向您发送订单、行程变更和审批等通知；\n核验身份、防范欺诈，保障账号和交易安全；\n依法开具发票、保存交易记录。\n我们不会将您的个人信息用于上述目的以外的用途；确需用于新的目的时，将再次征得您的同意。',
  'agreement.privacy.s3.h': '三、我们如何共享个人信息',
  'agreement.privacy.s3.p':
    '供应商：为完成预订，我们会向航空公司、铁路运输企业（12306）、酒店、用车服务商、保险公司、签证机构和机场服务商提供完成该笔订单所必需的出行人信息和行程信息。这些供应商按其隐私政策和法律规定处理您的信息。\n支付机构：在线支付时，向支付机构提供订单号和金额，用于完成支付和退款。\n您所在的企业：企业的差旅管理员、审批人和预订代理人可以在其权限范围内查看您的出差申请、订单和费用，用于审批和报销。\n法律要求：根据法律法规、诉讼或政府主管部门的要求，我们可能依法提供必要的信息。\n除上述情形外，我们不会向任何第三方出售或提供您的个人信息。',
  'agreement.privacy.s4.h': '四、敏感个人信息',
  'agreement.privacy.s4.p':
    '证件号码、行踪轨迹（行程）和金融账户信息属于敏感个人信息。我们仅在预订所必需时处理，在页面上默认脱敏显示，传输和存储时加密保护，并就处理敏感个人信息单独征得您的同意。',
  'agreement.privacy.s5.h': '五、存储地点与保存期限',
  'agreement.privacy.s5.p':
    '您的个人信息存储在中华人民共和国境内。预订国际机票、境外酒店或签证时，需要向境外供应商提供完成预订所必需的信息，我们会事先告知并取得您的单独同意。\n账号信息在您使用本服务期间保存；订单和交易记录自交易完成之日起保存不少于三年，以满足《中华人民共和国电子商务法》等法律的要求。超过保存期限或您注销账号后，我们将删除或匿名化处理您的个人信息，法律另有规定的除外。',
  'agreement.privacy.s6.h': '六、我们如何保护个人信息',
  'agreement.privacy.s6.p':
    '我们采用传输加密、访问控制、数据脱敏和操作审计等措施保护您的信息，仅授权必要的人员在最小范围内访问。发生个人信息安全事件时，我们将按法律要求及时告知您和主管部门，并采取补救措施。',
  'agreement.privacy.s7.h': '七、您的权利',
  'agreement.privacy.s7.p':
    '根据《个人信息保护法》，您有权查阅、复制、更正、补充和删除您的个人信息，有权要求我们解释处理规则，有权撤回同意，并可在符合条件时请求将个人信息转移至您指定的个人信息处理者。\n您可以在“我的”中查看和修改个人资料、常用联系人和地址，在“我的 > 设置 > 注销账号”中注销账号。撤回同意不影响撤回前基于同意已进行的处理。\n对于您的请求，我们将在十五个工作日内答复。',
  'agreement.privacy.s8.h': '八、未成年人',
  'agreement.privacy.s8.p':
    '本服务面向企业员工，不面向未满十四周岁的未成年人。为未成年人预订行程时，请在其监护人同意后提供其信息。',
  'agreement.privacy.s9.h': '九、本政策的更新',
  'agreement.privacy.s9.p':
    '本政策更新时，我们将标注新的版本号和生效日期，并在您下次登录时请您重新阅读和确认。未经您明确同意，我们不会削减您依据本政策享有的权利。',
  'agreement.privacy.s10.h': '十、联系我们',
  'agreement.privacy.s10.p':
    '如对本政策或您的个人信息处理有任何疑问、意见或投诉，请通过“我的 > 设置 > 关于”中的客服电话联系我们的个人信息保护负责人。您也可以向网信、市场监管等主管部门投诉。',
} as const;

export const en: Record<keyof typeof zh, string> = {
  'agreement.user.title': 'User Agreement',
  'agreement.privacy.title': 'Privacy Policy',
  'agreement.meta': 'Version {version} · Effective {date}',
  'agreement.sections': 'Contents',

  'agreement.user.intro':
    'Welcome to this corporate travel service (the "Service"). The travel service provider ("we") offers the Service to companies under contract with us and to their employees: booking and managing flights, trains, hotels, cars, visas, insurance and airport services. Please read this agreement carefully before you register or sign in, in particular the clauses that exclude or limit liability. By ticking the box or otherwise using the Service, you confirm that you have read, understood and agreed to all of it.',
  'agreement.user.s1.h': '1. Scope',
  'agreement.user.s1.p':
    'This agreement covers your use of the Service through the mobile web, the app, the WeChat mini-program and WeCom.\nWhere the service contract between your company and us sets out travel policies, settlement or other terms, that contract applies; on anything it does not cover, this agreement applies.',
  'agreement.user.s2.h': '2. Your account',
  'agreement.user.s2.p':
    'Your account is opened by your company, or registered by you as an employee and confirmed by your company. Please give your real name and mobile number.\nYour account and password are for you alone: keep them safe and do not lend or transfer them. You bear losses caused by careless safekeeping; if your account is misused, change your password at once and contact us.\nWhen you leave your company or your company stops using the Service, its administrator may disable your account.',
  'agreement.user.s3.h': '3. Bookings',
  'agreement.user.s3.p':
    "We book products for you as an agent of airlines, railway operators, hotels, car services, insurers and other suppliers. Transport, accommodation and other services are provided by those suppliers under their published conditions of carriage, hotel rules and change and refund rules.\nMake sure each traveller's name and document number match the document they will carry. The booker bears the consequences of wrong details, such as being refused boarding or check-in, or extra charges.\nPrices, seats and rooms are those the system returns live at the time of booking; until a ticket is issued or a booking confirmed, a supplier may change the price or decline, and we will tell you promptly.",
  'agreement.user.s4.h': '4. Travel policy and approval',
  'agreement.user.s4.p':
    "Your bookings follow the travel standards and approval flow your company sets. A booking outside the standard needs a reason and may need an approver's consent before it is ticketed.\nApprovers and bookers acting for you can see and handle your trip requests and orders within their rights.",
  'agreement.user.s5.h': '5. Payment and charges',
  'agreement.user.s5.p':
    'Costs are settled by your company or paid by you online, as your company has set up.\nAn order must be paid within the time limit shown on the screen; an order left unpaid is cancelled automatically. Service fees follow the agreement between your company and us and are shown before you pay.',
  'agreement.user.s6.h': '6. Refunds, changes and cancellations',
  'agreement.user.s6.p':
    "Refunds, changes, early check-outs and cancellations follow the supplier's rules and may carry fees. Fees and refund amounts are those the supplier finally confirms; refunds go back the way you paid.\nChanges to flights or trains caused by force majeure (weather, air traffic control, natural disasters) are handled under the supplier's rules and the applicable regulations.",
  'agreement.user.s7.h': '7. Acceptable use',
  'agreement.user.s7.p':
    'You may not use the Service for anything unlawful, make false bookings, hold seats in bad faith or resell tickets, or interfere with the Service or harvest its data by technical means.\nIf you do, we may restrict or end your use of the Service and pursue our rights under the law.',
  'agreement.user.s8.h': '8. Limitation of liability',
  'agreement.user.s8.p':
    'We do our best to keep the Service running without interruption. When maintenance, network failures, supplier system faults or force majeure interrupt it, we will tell you promptly and help you, but we are not liable for indirect losses arising from it.\nSuppliers are liable under the law for the quality of the transport, accommodation and other services they provide; we will help you claim your rights.',
  'agreement.user.s9.h': '9. Changes to this agreement',
  'agreement.user.s9.p':
    'We may revise this agreement when laws or our business change. A revised agreement carries a new version number and effective date, and you will be asked to read and confirm it the next time you sign in. If you do not agree to the changes, you may stop using the Service.',
  'agreement.user.s10.h': '10. Governing law and disputes',
  'agreement.user.s10.p':
    "This agreement is governed by the laws of the People's Republic of China (excluding those of Hong Kong, Macao and Taiwan). Disputes are first to be settled by friendly negotiation; failing that, either party may bring a suit before the competent people's court where we are located.",
  'agreement.user.s11.h': '11. Contact us',
  'agreement.user.s11.p':
    "If you have any question about this agreement, call the customer service number under Me > Settings > About, or ask your company's travel administrator.",

  'agreement.privacy.intro':
    "We know how much your personal information matters to you, and we handle it as the Personal Information Protection Law of the People's Republic of China (PIPL) and other laws require. This policy explains what we collect, why, how we use it, with whom we share it, how long we keep it and what your rights are. Please read it carefully before you register or sign in.",
  'agreement.privacy.s1.h': '1. What we collect',
  'agreement.privacy.s1.p':
    'Account: your name, mobile number, e-mail address, password (only a salted hash of it is kept), company, department and rank.\nTravellers: the name, ID document type and number (ID card, passport and others), nationality, date of birth, gender and mobile number of you or the people you book for, plus your saved contacts, delivery addresses, invoice titles and hotel membership numbers.\nTrips and orders: your trip requests; the flights, trains, hotels and cars you book and their orders; approval records; payment and refund records. We do not keep your bank card number.\nDevice and logs: device model, operating system, app version, network state and the operation logs needed to keep the Service secure and to fix faults.\nLocation: only when you use nearby hotels, car booking or airport services and allow it; you can turn it off in your system settings at any time.',
  'agreement.privacy.s2.h': '2. Why we use it',
  'agreement.privacy.s2.p':
    "To make your bookings, issue tickets, check you in, send your car and handle after-sales service;\nTo check bookings against your company's travel policy, route approvals and settle costs;\nTo tell you about your orders, schedule changes and approvals;\nTo verify identity, prevent fraud and keep your account and payments safe;\nTo issue invoices and keep transaction records as the law requires.\nWe do not use your personal information for any other purpose; if a new purpose becomes necessary, we will ask for your consent again.",
  'agreement.privacy.s3.h': '3. Who we share it with',
  'agreement.privacy.s3.p':
    'Suppliers: to complete a booking, we give airlines, railway operators (12306), hotels, car services, insurers, visa agencies and airport service providers the traveller and trip details that order needs. They handle your information under their own privacy policies and the law.\nPayment institutions: when you pay online, they receive the order number and amount to complete the payment or refund.\nYour company: its travel administrators, approvers and bookers can see your trip requests, orders and costs within their rights, for approval and expense purposes.\nThe law: we may disclose what is necessary when laws, court proceedings or competent authorities require it.\nApart from these, we never sell or give your personal information to anyone.',
  'agreement.privacy.s4.h': '4. Sensitive personal information',
  'agreement.privacy.s4.p':
    'ID document numbers, whereabouts (your trips) and financial account details are sensitive personal information. We process them only where a booking needs them, show them masked by default, encrypt them in transit and at rest, and ask for your separate consent to process them.',
  'agreement.privacy.s5.h': '5. Where it is stored and for how long',
  'agreement.privacy.s5.p':
    "Your personal information is stored in the People's Republic of China. Booking international flights, hotels abroad or visas means giving suppliers outside China what the booking needs; we will tell you beforehand and ask for your separate consent.\nAccount information is kept while you use the Service; orders and transaction records are kept for at least three years after the transaction, as the E-Commerce Law and other laws require. After that, or once you close your account, we delete or anonymise your personal information unless the law requires otherwise.",
  'agreement.privacy.s6.h': '6. How we protect it',
  'agreement.privacy.s6.p':
    'We use encryption in transit, access control, masking and audit logs, and only staff who need your information can reach it, and only as much as they need. If a personal information security incident happens, we will inform you and the authorities as the law requires and take remedial measures.',
  'agreement.privacy.s7.h': '7. Your rights',
  'agreement.privacy.s7.p':
    'Under the PIPL you may access, copy, correct, complete and delete your personal information, ask us to explain how we process it, withdraw your consent and, where the conditions are met, ask us to transfer it to another processor you name.\nYou can view and edit your profile, contacts and addresses under Me, and close your account under Me > Settings > Close account. Withdrawing consent does not affect processing carried out on the basis of that consent before.\nWe answer your requests within fifteen working days.',
  'agreement.privacy.s8.h': '8. Minors',
  'agreement.privacy.s8.p':
    "The Service is for company employees, not for children under fourteen. If you book a trip for a minor, give their details only with their guardian's consent.",
  'agreement.privacy.s9.h': '9. Updates to this policy',
  'agreement.privacy.s9.p':
    'When this policy is updated, it carries a new version number and effective date, and you will be asked to read and confirm it the next time you sign in. We will not reduce your rights under this policy without your explicit consent.',
  'agreement.privacy.s10.h': '10. Contact us',
  'agreement.privacy.s10.p':
    'For any question, comment or complaint about this policy or how your personal information is handled, call our personal information protection officer on the customer service number under Me > Settings > About. You may also complain to the cyberspace administration, market regulation or other competent authorities.',
};

registerTexts(zh, en);
