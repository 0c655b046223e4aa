// Taro.request's jsonp mode is never used by this app; calling it is a programming error.
module.exports = function jsonpUnavailable() {
  return Promise.reject(new Error('jsonp requests are not supported in this build'));
};
