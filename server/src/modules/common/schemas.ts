/** Route schemas of the common calls, checked against the contract types. */
import type { PageSettings, ParameterValue, ThemeBean } from '../../../../src/api/contract/common';
import type { ComplaintPhone, GetParameterRequest, QueryParameterRequest } from '../../../../src/api/contract/company';
import { EMPTY_BODY, arr, obj, reply, str } from '../../lib/schema';

const PARAM_NO = str({ minLength: 1, maxLength: 32 });
const PARAMETER = obj<ParameterValue>({ paramNo: str(), value: str() }, ['paramNo', 'value']);

const THEME = obj<ThemeBean>({
  mainColor: str(),
  backColor: str(),
  lightBackColor: str(),
  lightBackColor1: str(),
  linearMain1: str(),
  linearMain2: str(),
  linearMain3: str(),
  linearMain4: str(),
});

export const pageSetSchema = {
  summary: 'Page settings of the company matched by the request host, or the platform',
  body: EMPTY_BODY,
  response: reply(
    obj<PageSettings>({
      pageName: str(),
      logoUrl: str(),
      by1: str(),
      by2: str(),
      tSysStyle: str(),
      themeBean: THEME,
      domainName: str(),
    }),
  ),
};

export const getParameterSchema = {
  summary: 'One parameter (company value over platform default)',
  body: obj<GetParameterRequest>({ paramNo: PARAM_NO }, ['paramNo']),
  response: reply(PARAMETER),
};

export const queryParameterSchema = {
  summary: 'Several parameters',
  body: obj<QueryParameterRequest>({ paramNos: arr(PARAM_NO, { minItems: 1, maxItems: 100 }) }, ['paramNos']),
  response: reply(undefined, PARAMETER),
};

export const privilegesSchema = {
  summary: 'Product codes enabled for the company and the employee',
  body: EMPTY_BODY,
  response: reply(undefined, str()),
};

export const complaintPhoneSchema = {
  summary: 'Customer complaint phone and service hours',
  body: EMPTY_BODY,
  response: reply(obj<ComplaintPhone>({ phone: str(), serviceHours: str() }, ['phone', 'serviceHours'])),
};
