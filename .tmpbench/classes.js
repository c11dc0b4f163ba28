"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key2 of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key2) && key2 !== except)
        __defProp(to, key2, { get: () => from[key2], enumerable: !(desc = __getOwnPropDesc(from, key2)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// bench/benchShop.ts
var import_node_crypto8 = require("node:crypto");
var import_node_fs10 = require("node:fs");
var import_node_net = require("node:net");
var import_node_os = require("node:os");
var import_node_path15 = __toESM(require("node:path"));
var import_pg2 = __toESM(require("pg"));

// server/app.ts
var import_node_path11 = __toESM(require("node:path"));
var import_fastify = __toESM(require("fastify"));
var import_cookie = __toESM(require("@fastify/cookie"));
var import_formbody = __toESM(require("@fastify/formbody"));
var import_multipart = __toESM(require("@fastify/multipart"));

// server/config.ts
var import_node_fs = require("node:fs");
var import_node_path = __toESM(require("node:path"));
function projectRoot(from = __dirname) {
  let dir = from;
  while (!(0, import_node_fs.existsSync)(import_node_path.default.join(dir, "package.json"))) {
    const parent = import_node_path.default.dirname(dir);
    if (parent === dir) throw new Error("package.json not found above " + from);
    dir = parent;
  }
  return dir;
}
function parseTrustProxy(value) {
  const text7 = (value ?? "").trim();
  if (text7 === "" || text7 === "false" || text7 === "0") return false;
  if (/^\d+$/.test(text7)) return Number(text7);
  if (text7 === "true" || text7 === "*") throw new Error('TRUST_PROXY must be a hop count or proxy addresses, not "true"');
  return text7.split(",").map((part) => part.trim()).filter(Boolean);
}
function fastifyTrustProxy(trust) {
  return typeof trust === "number" ? (_address, hop) => hop < trust : trust;
}
function parsePublicUrl(value) {
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, not "${value}"`);
  }
  const bare = url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password;
  if (!["http:", "https:"].includes(url.protocol) || !bare) throw new Error(`PUBLIC_URL must be an origin like https://shop.example, not "${value}"`);
  return url.origin;
}
function loadConfig(env = process.env, overrides = {}) {
  const root = projectRoot();
  const dataDir = env.HAAT_DATA_DIR ? import_node_path.default.resolve(env.HAAT_DATA_DIR) : import_node_path.default.join(root, "data");
  const port = Number(env.PORT ?? 3e3);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL ?? "",
    pgSchema: env.DATABASE_SCHEMA ?? "",
    sqlitePath: env.SQLITE_PATH ?? import_node_path.default.join(dataDir, "haat.sqlite"),
    root,
    storageDir: env.HAAT_STORAGE_DIR ? import_node_path.default.resolve(env.HAAT_STORAGE_DIR) : import_node_path.default.join(dataDir, "storage"),
    currency: env.HAAT_CURRENCY ?? "\u09F3",
    pixelId: env.HAAT_PIXEL_ID ?? "",
    secureCookies: env.HAAT_SECURE_COOKIES === "true",
    seedOnEmpty: env.HAAT_SEED_ON_EMPTY !== "false",
    courier: {
      driver: env.COURIER_DRIVER === "pathao" ? "pathao" : "local",
      active: env.COURIER_ACTIVE !== "false",
      pathao: {
        baseUrl: env.PATHAO_BASE_URL ?? "",
        clientId: env.PATHAO_CLIENT_ID ?? "",
        clientSecret: env.PATHAO_CLIENT_SECRET ?? "",
        username: env.PATHAO_USERNAME ?? "",
        password: env.PATHAO_PASSWORD ?? "",
        storeId: env.PATHAO_STORE_ID ?? ""
      }
    },
    logLevel: env.LOG_LEVEL ?? "info",
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL ?? "",
    redisPrefix: env.REDIS_PREFIX ?? "haat:",
    publicUrl: parsePublicUrl(env.PUBLIC_URL || `http://localhost:${port}`),
    ...overrides
  };
}

// server/plugins/compression.ts
var import_node_util = require("node:util");
var import_node_zlib = require("node:zlib");
var import_accept_negotiator = require("@fastify/accept-negotiator");
var import_compress = __toESM(require("@fastify/compress"));
var import_fastify_plugin = __toESM(require("fastify-plugin"));
var COMPRESS_THRESHOLD = 1024;
var PRECOMPRESSED_PREFIX = "/build/";
var ENCODINGS = ["br", "gzip"];
var brotliOptions = { params: { [import_node_zlib.constants.BROTLI_PARAM_QUALITY]: 5, [import_node_zlib.constants.BROTLI_PARAM_MODE]: import_node_zlib.constants.BROTLI_MODE_TEXT } };
var zlibOptions = { level: 6 };
var compression_default = (0, import_fastify_plugin.default)(async (app) => {
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith(PRECOMPRESSED_PREFIX)) route.compress = false;
  });
  await app.register(import_compress.default, { threshold: COMPRESS_THRESHOLD, encodings: [...ENCODINGS], brotliOptions, zlibOptions });
}, { name: "compression" });
var negotiator = new import_accept_negotiator.Negotiator({ supportedValues: [...ENCODINGS] });
var brotliAsync = (0, import_node_util.promisify)(import_node_zlib.brotliCompress);
var gzipAsync = (0, import_node_util.promisify)(import_node_zlib.gzip);
var encoders = {
  br: (text7) => brotliAsync(text7, brotliOptions),
  gzip: (text7) => gzipAsync(text7, zlibOptions)
};
var SharedAnswer = class {
  constructor(json) {
    this.json = json;
    this.bytes = Buffer.byteLength(json);
  }
  json;
  encoded = /* @__PURE__ */ new Map();
  bytes;
  async send(request, reply) {
    reply.type("application/json; charset=utf-8");
    const accepted = request.headers["accept-encoding"];
    const encoding = this.bytes >= COMPRESS_THRESHOLD && accepted && request.headers["x-no-compression"] === void 0 ? negotiator.negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, "gzip")) : null;
    if (!encoding) return this.json;
    let body2 = this.encoded.get(encoding);
    if (!body2) this.encoded.set(encoding, body2 = encoders[encoding](this.json));
    const vary = reply.getHeader("vary");
    if (!vary) reply.header("vary", "accept-encoding");
    else if (!String(vary).includes("accept-encoding")) reply.header("vary", `${String(vary)}, accept-encoding`);
    reply.header("content-encoding", encoding);
    return await body2;
  }
};

// server/plugins/courier.ts
var import_fastify_plugin2 = __toESM(require("fastify-plugin"));

// shared/format/price.ts
var formatters = /* @__PURE__ */ new Map();
function formatterFor(locale) {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  return formatter;
}
function formatPrice(amount, currency = "\u09F3", locale = "en-BD") {
  const value = typeof amount === "string" ? Number(amount) : amount ?? 0;
  return `${currency} ${formatterFor(locale).format(Number.isFinite(value) ? value : 0)}`;
}

// server/lib/money.ts
var toTaka = (poisha) => poisha / 100;
var toPoisha = (taka2) => {
  const value = typeof taka2 === "string" ? Number(taka2) : taka2;
  return Number.isFinite(value) ? Math.round(value * 100) : NaN;
};
var formatPoisha = (poisha, currency = "\u09F3", locale = "en-BD") => formatPrice(toTaka(poisha), currency, locale);

// server/lib/serverText.ts
var import_compileMessage2 = require("@lingui/message-utils/compileMessage");

// shared/i18n/catalogs/en/forms.json
var forms_default = {
  required: "The {field} field is required",
  email: "The {field} field must be a valid email",
  min: "The {field} field must be at least {min} characters",
  max: "The {field} field may not be greater than {max} characters",
  minValue: "The {field} field must be {min} or more",
  maxValue: "The {field} field must be {max} or less",
  between: "The {field} field must be between {min} and {max}",
  length: "The {field} field must be {length} long",
  digits: "The {field} field must be numeric and exactly contain {length} digits",
  integer: "The {field} field must be an integer",
  numeric: "The {field} field may only contain numeric characters",
  alpha: "The {field} field may only contain alphabetic characters",
  alphaNum: "The {field} field may only contain alpha-numeric characters",
  alphaDash: "The {field} field may contain alpha-numeric characters as well as dashes and underscores",
  alphaSpaces: "The {field} field may only contain alphabetic characters as well as spaces",
  regex: "The {field} field format is invalid",
  url: "The {field} field is not a valid URL",
  confirmed: "The {field} field confirmation does not match",
  is: "The {field} field value is not valid",
  isNot: "The {field} field value is not valid",
  oneOf: "The {field} field is not a valid value",
  notOneOf: "The {field} field is not a valid value",
  ext: "The {field} field is not a valid file",
  mimes: "The {field} field must have a valid file type",
  image: "The {field} field must be an image",
  size: "The {field} field size must be less than {size}KB",
  dimensions: "The {field} field must be {width} pixels by {height} pixels",
  passwordPersonal: "The {field} must not be your email, phone number or name",
  passwordCommon: "The {field} is one of the most common passwords and easy to guess. Please choose another",
  phone: "This {field} must be a valid phone number.",
  emailOrPhone: "The {field} field must be a valid email or phone number",
  date: "The {field} field must be a valid date",
  pastDate: "The {field} field must be a date in the past",
  orderNumber: "The {field} field must be an order number like HT-100001",
  enterName: "Please Enter Your Name.",
  enterEmail: "Please Enter Your Email.",
  enterComments: "Please Enter Your Comments.",
  enterPhone: "Please Enter Your Phone no.",
  enterExperience: "Please Enter Your Experience",
  enterDateOfBirth: "Please Enter Your Date Of Birth",
  enterExpectedSalary: "Please Enter Your Expected Salary",
  enterAddress: "Please Enter Your Address",
  selectCv: "Please select a CV to upload cv.",
  cvTooLarge: "File size exceeds the maximum limit of 1.5 MB.",
  cvWrongType: "The CV must be a PDF, a Word (DOCX) file or an image (JPG, PNG, WebP or GIF).",
  enterTitle: "Please Enter Title.",
  enterComment: "Please Enter Your Comment.",
  ratingAtLeastOne: "Rating at least 1.",
  photoTooMany: "You can add at most {max} photos.",
  photoNotPicture: "{name} is not a JPEG, PNG or WebP picture.",
  photoTooLarge: "{name} is larger than {size} MB.",
  aPhotoTooLarge: "A photo is larger than {size} MB.",
  fieldFirstName: "first name",
  fieldLastName: "last name",
  fieldEmail: "email",
  fieldPhone: "phone",
  fieldMobile: "mobile",
  fieldPassword: "password",
  fieldPasswordConfirmation: "password confirmation",
  fieldStreet: "street",
  fieldDistrict: "district",
  fieldThana: "thana",
  fieldZip: "zip",
  fieldCountry: "country",
  fieldVatId: "vat id",
  fieldCity: "city",
  fieldZone: "zone",
  fieldArea: "area",
  fieldCompanyName: "company name",
  fieldGender: "gender",
  fieldDateOfBirth: "date of birth",
  fieldNewPassword: "new password",
  fieldCurrentPassword: "current password",
  fieldNewPasswordConfirmation: "new password confirmation",
  fieldEmailOrPhone: "email or phone",
  fieldName: "name",
  fieldComment: "comment",
  fieldBlog: "blog",
  fieldTitle: "title",
  fieldRating: "rating",
  fieldExperience: "experience",
  fieldExpectedSalary: "expected salary",
  fieldAddress: "address",
  fieldMessage: "message",
  fieldCv: "CV",
  fieldJobPost: "job post",
  fieldOrderNumber: "order number"
};

// shared/i18n/catalogs/en/server.json
var server_default = {
  genericError: "Something went wrong. Please try again.",
  unreadableForm: "The form data could not be read. Please send it again.",
  notMultipart: "The request is not multipart form data.",
  tooLarge: "The request is too large.",
  formTooLarge: "The form sends too many fields or files, or too large a file.",
  requestInvalid: "The request is not valid.",
  formInvalid: "The form is not valid.",
  pageNotFound: "The page you are looking for could not be found.",
  noRoute: "No route for {method} {path}.",
  securityToken: "Your security token is missing or has expired. Reload the page and try again.",
  tooDeep: "The request body is nested too deeply.",
  badText: "The request contains characters that are not allowed.",
  numberTooLarge: "A number in the request is too large.",
  signInRequired: "Please sign in to continue.",
  waitSeconds: "{count, plural, one {# second} other {# seconds}}",
  waitMinutes: "{count, plural, one {# minute} other {# minutes}}",
  registered: "Your account has been created successfully. Please sign in.",
  signedIn: "You have signed in successfully.",
  signedOut: "You have signed out.",
  loginMismatch: "The email or phone number and password you entered do not match our records.",
  tooManyRegistrations: "You have tried to create several accounts in a short time. Please wait {wait} before trying again.",
  signInLocked: "Too many failed sign-in attempts. Please try again in {wait}.",
  emailTaken: "This email is already registered. Please sign in or use another email.",
  phoneTaken: "This phone number is already registered. Please sign in or use another number.",
  profileUpdated: "Profile Updated Successfully",
  correctFields: "Please correct the highlighted fields.",
  passwordLocked: "Too many wrong current passwords. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
  orderCancelled: "Order Successfully Cancelled.",
  orderNotFound: "We could not find that order.",
  orderNotPending: "Only a pending order can be cancelled.",
  noSuchCustomer: "No such customer.",
  wrongCurrentPassword: "The current password is incorrect.",
  productNotAvailable: "This product is not available.",
  wishlistAdded: "Item Successfully Added To Wishlist",
  wishlistPresent: "This item is already in your wishlist.",
  wishlistRemoved: "Item Successfully Removed From Wishlist",
  wishlistMissing: "This item is not in your wishlist.",
  compareAdded: "Item added successfully to compare list",
  comparePresent: "This item is already in your compare list.",
  compareRemoved: "Successfully Removed From Compare List.",
  compareMissing: "This item is not in your compare list.",
  cartAdded: "Item Added To Cart Successfully",
  cartUpdated: "Cart Updated Successfully",
  cartRemoved: "Item Successfully Removed From Cart",
  needsOptions: "Please select the product options first.",
  optionNotAvailable: "The selected option of this product is not available.",
  quantityMin: "The quantity must be at least {min}.",
  quantityMax: "The quantity may not be greater than {max}.",
  noCampaign: "This product has no running campaign.",
  priceChanged: "The campaign price of this product has changed. Please reload the page and try again.",
  notInCart: "This item is not in your cart.",
  nothingToUpdate: "There is nothing to update.",
  cartEmpty: "Your cart is empty.",
  tooManyLines: "A cart holds at most {max} different items.",
  couponEmpty: "Please enter a coupon code.",
  couponInvalid: "This coupon code is not valid.",
  couponNotStarted: "This coupon is not active yet.",
  couponExpired: "This coupon has expired.",
  couponUsedUp: "This coupon has reached its usage limit.",
  couponBelowMinimum: "This coupon needs an order of at least {amount}.",
  addressSaved: "Address saved successfully!",
  notYourAddress: "Please choose one of your saved addresses.",
  addressInvalid: "Please correct the highlighted fields of the address.",
  noAddress: "Please choose a delivery address first.",
  shippingSaved: "Shipping method saved.",
  noShipping: "Please choose a shipping method first.",
  paymentSaved: "Payment method saved.",
  cashOnly: "Cash on delivery is the only payment method.",
  orderPlaced: "Your order has been placed. Thank you for shopping with us!",
  alreadyPlaced: "Your order has already been placed.",
  orderIncomplete: "Please select a shipping address, shipping method, and payment method.",
  cartChanged: "Your cart changed while you were checking out. Please review your order and place it again.",
  noLongerAvailable: "No longer available: {names}. Please remove it from your cart.",
  noCourierPlace: "Please add the courier city, zone and area to your delivery address.",
  courierUnreachable: "The courier could not be reached. Please try again in a moment.",
  unknownCourierPlace: "Please choose a city and zone the courier delivers to.",
  courierInactive: "Courier delivery prices are not available right now.",
  notYourCart: "This cart is not your open cart. Please reload the page.",
  tooManyAddresses: "You can keep at most {max} addresses.",
  noSuchDistrict: "No such district.",
  trackNotFound: "We could not find an order with that order number and phone number. Please check both and try again.",
  tooManyTracks: "You have tried to track orders several times in a short time. Please wait {wait} before trying again.",
  reordered: "The items of your order are in your cart, at today's prices.",
  notReordered: "These items could not be added to your cart: {items}.",
  nothingReordered: "None of this order's items can be added to your cart: {items}.",
  reorderLine: "{name} ({reason})",
  reasonGone: "no longer available",
  reasonCartFull: "your cart holds at most {max} different items",
  reasonTooMany: "at most {max} of one item fit in the cart",
  commentPosted: "Thank you! Your comment has been posted.",
  tooManyComments: "You have posted several comments in a short time. Please wait {wait} before posting another.",
  blogNotFound: "The blog post you are looking for could not be found.",
  blogCategoryNotFound: "The blog category you are looking for could not be found.",
  productNotFound: "Product not found.",
  reviewAdded: "Thank you! Your review has been added.",
  alreadyReviewed: "You have already reviewed this product.",
  jobNotFound: "The job post you are applying for could not be found.",
  resumeReceived: "Thank you! We have received your resume and will contact you if you are shortlisted.",
  jobClosed: "Applications for {title} closed on {deadline}. Please apply for one of our open positions.",
  oneCv: "Please send one CV file.",
  tooManyResumes: "You have sent several resumes in a short time. Please try again in {wait}.",
  categoryNotFound: "Category not found.",
  brandNotFound: "Brand not found.",
  minAboveMax: "The min_price may not be greater than the max_price.",
  selectedInvalid: "The selected {field} is invalid.",
  enterSearchKeyword: "Please enter a search keyword.",
  campaignNotFound: "Campaign not found.",
  noSuchSitemap: "There is no such sitemap.",
  photoName: "Photo {number}",
  notPicture: "{name} is not a JPEG, PNG or WebP picture.",
  imageTooLarge: "{name} is larger than {size}.",
  imageTooManyPixels: "{name} is too large a picture (at most {megapixels} megapixels).",
  imageUnreadable: "{name} could not be read as a picture.",
  couponApplied: "Coupon Applied Successfully",
  couponRemoved: "Coupon Removed Successfully",
  addressSavedToBook: "Address Saved Successfully",
  shippingExpress: "Express",
  shippingRegular: "Regular",
  shippingPathaoExpress: "Pathao Express",
  shippingPathaoRegular: "Pathao Regular",
  shippingExpressNote: "Delivered within 12 hours inside the big cities.",
  shippingRegularNote: "Delivered within 48 hours.",
  paymentCashOnDelivery: "Cash On Delivery",
  paymentCashOnDeliveryNote: "Pay in cash when the parcel reaches you.",
  fieldRequired: "The {field} field is required",
  fieldTooLong: "The {field} field must NOT have more than {limit} characters",
  fieldTooShort: "The {field} field must NOT have fewer than {limit} characters",
  fieldAtMost: "The {field} field must be <= {limit}",
  fieldAtLeast: "The {field} field must be >= {limit}",
  fieldOther: "The {field} field is not valid"
};

// shared/i18n/makeI18n.ts
var import_core = require("@lingui/core");
function makeI18n(locale, messages, missing) {
  return (0, import_core.setupI18n)({ locale, messages: { [locale]: messages }, ...missing && { missing } });
}

// shared/validation/fieldErrors.ts
var import_yup = require("yup");

// shared/validation/english.ts
var import_compileMessage = require("@lingui/message-utils/compileMessage");

// shared/validation/shopText.ts
function isShopText(value) {
  return typeof value === "object" && value !== null && typeof value.id === "string";
}
var isMoney = (value) => typeof value?.poisha === "number";
function say(t, message, money = String) {
  if (typeof message === "string") return message;
  const write2 = (value) => {
    if (isShopText(value)) return say(t, value, money);
    if (isMoney(value)) return money(value.poisha);
    return Array.isArray(value) ? value.map(write2).join(", ") : value;
  };
  const values = Object.fromEntries(Object.entries(message.values ?? {}).map(([name, value]) => [name, write2(value)]));
  return t(message.id, values);
}
function formText(id2, values) {
  return values ? { id: id2, values } : { id: id2 };
}
function labelText(label) {
  return /^forms\.field[A-Z]\w*$/.test(label) ? { id: label } : label;
}

// shared/validation/fieldErrors.ts
function fieldOf(path16) {
  return (path16 ?? "form").replace(/(\[\d+\]|\.\d+)+$/, "");
}
var sameMessage = (a, b) => JSON.stringify(a) === JSON.stringify(b);
async function checkFormTexts(schema, input, context) {
  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: true, context });
    return { ok: true, value };
  } catch (error) {
    if (!import_yup.ValidationError.isError(error)) throw error;
    const errors = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      const list = errors[fieldOf(inner.path)] ??= [];
      const message = inner.message;
      if (!list.some((known) => sameMessage(known, message))) list.push(message);
    }
    return { ok: false, errors };
  }
}
function writeFieldErrors(t, errors, money) {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((message) => say(t, message, money))]));
}

// shared/i18n/languages.ts
var LANGUAGES = {
  en: { locale: "en-BD", label: "English" },
  bn: { locale: "bn-BD", label: "\u09AC\u09BE\u0982\u09B2\u09BE" }
};
var DEFAULT_LANGUAGE = "en";
var isLanguage = (value) => typeof value === "string" && Object.hasOwn(LANGUAGES, value);
var BROWSER_NAMESPACES = ["common", "forms", "shopper"];

// server/lib/serverText.ts
function serverText(id2, values) {
  return values ? { id: id2, values } : { id: id2 };
}
function waitFor(seconds) {
  if (seconds < 90) return serverText("server.waitSeconds", { count: seconds });
  return serverText("server.waitMinutes", { count: Math.ceil(seconds / 60) });
}
var english = null;
var englishTexts = (id2, values) => {
  if (!english) {
    const messages = {};
    for (const [namespace, texts] of [["server", server_default], ["forms", forms_default]]) {
      for (const [key2, text7] of Object.entries(texts)) messages[`${namespace}.${key2}`] = (0, import_compileMessage2.compileMessage)(text7);
    }
    const i18n = makeI18n(LANGUAGES.en.locale, messages);
    english = (textId, textValues) => i18n._(textId, textValues);
  }
  return english(id2, values);
};
var englishMoney = (poisha) => formatPoisha(poisha);
var inEnglish = (message) => say(englishTexts, message, englishMoney);
var fieldsInEnglish = (fields) => writeFieldErrors(englishTexts, fields, englishMoney);
function inEnglishAll(texts) {
  return Object.fromEntries(
    Object.entries(texts).map(([key2, text7]) => [key2, typeof text7 === "function" ? (...args) => inEnglish(text7(...args)) : inEnglish(text7)])
  );
}

// server/lib/domainErrors.ts
var DomainError = class extends Error {
  /** The message for the shopper; `message` is its English (what logs show). */
  text;
  /** The fields' messages for the shopper; `fields` is their English. */
  fieldTexts;
  fields;
  redirectTo;
  constructor(text7, { fields, redirectTo } = {}) {
    super(inEnglish(text7));
    this.text = text7;
    this.name = new.target.name;
    this.fieldTexts = fields;
    this.fields = fields && fieldsInEnglish(fields);
    this.redirectTo = redirectTo;
  }
};
var NotFound = class extends DomainError {
};
var Refused = class extends DomainError {
};
var Conflict = class extends DomainError {
};
var Forbidden = class extends DomainError {
};
var ServiceFailed = class extends DomainError {
};

// server/courier/courier.ts
var COURIER_UNREACHABLE_TEXT = serverText("server.courierUnreachable");
var COURIER_UNREACHABLE = inEnglish(COURIER_UNREACHABLE_TEXT);
var UNKNOWN_COURIER_PLACE_TEXT = serverText("server.unknownCourierPlace");
var UNKNOWN_COURIER_PLACE = inEnglish(UNKNOWN_COURIER_PLACE_TEXT);
function parcelWeight(itemQuantity) {
  return Math.min(10, Math.max(0.5, itemQuantity * 0.5));
}

// server/courier/localRates.ts
var RATES = {
  // Inside Dhaka city
  metro: { "12": { first: 100, perExtraKg: 15 }, "48": { first: 60, perExtraKg: 15 } },
  // Dhaka's outskirts and neighbouring towns
  suburb: { "12": { first: 130, perExtraKg: 20 }, "48": { first: 80, perExtraKg: 20 } },
  // Other cities
  outside: { "12": { first: 150, perExtraKg: 25 }, "48": { first: 110, perExtraKg: 25 } }
};
var zone = (name, rate, areas) => ({ name, rate, areas: areas.split(", ") });
var RATE_TABLE = [
  {
    name: "Dhaka",
    zones: [
      zone("Gulshan", "metro", "Gulshan 1, Gulshan 2, Niketon, Baridhara"),
      zone("Banani", "metro", "Banani, Banani DOHS, Kakoli"),
      zone("Dhanmondi", "metro", "Dhanmondi 27, Dhanmondi 32, Jigatola, Kalabagan"),
      zone("Mirpur", "metro", "Mirpur 1, Mirpur 2, Mirpur 10, Mirpur 11, Pallabi"),
      zone("Mohammadpur", "metro", "Mohammadpur Bus Stand, Shyamoli, Adabor, Lalmatia"),
      zone("Uttara", "metro", "Uttara Sector 4, Uttara Sector 7, Uttara Sector 11, Abdullahpur"),
      zone("Motijheel", "metro", "Motijheel, Arambagh, Fakirapool, Dilkusha"),
      zone("Badda", "metro", "Merul Badda, Uttar Badda, Aftabnagar, Rampura"),
      zone("Tejgaon", "metro", "Tejgaon Industrial Area, Farmgate, Karwan Bazar"),
      zone("Old Dhaka", "metro", "Lalbagh, Chawkbazar, Sutrapur, Wari"),
      zone("Jatrabari", "metro", "Jatrabari, Shonir Akhra, Demra"),
      zone("Savar", "suburb", "Savar Bazar, Hemayetpur, Ashulia"),
      zone("Keraniganj", "suburb", "Jinjira, Kodomtoli, Hasnabad")
    ]
  },
  {
    name: "Chattogram",
    zones: [
      zone("Agrabad", "outside", "Agrabad C/A, Chowmuhani, Badamtali"),
      zone("Panchlaish", "outside", "Panchlaish, GEC Circle, Nasirabad"),
      zone("Kotwali", "outside", "Anderkilla, Jamal Khan, New Market"),
      zone("Halishahar", "outside", "Halishahar, Pahartali, Sagarika"),
      zone("Chandgaon", "outside", "Chandgaon R/A, Bahaddarhat, Kalurghat")
    ]
  },
  {
    name: "Sylhet",
    zones: [
      zone("Zindabazar", "outside", "Zindabazar, Chowhatta, Bondor Bazar"),
      zone("Amberkhana", "outside", "Amberkhana, Subidbazar, Mirabazar"),
      zone("Shahjalal Upashahar", "outside", "Upashahar, Shibganj, Tilagor")
    ]
  },
  {
    name: "Khulna",
    zones: [
      zone("Khulna Sadar", "outside", "Dak Bangla, Royal More, Shibbari"),
      zone("Sonadanga", "outside", "Sonadanga R/A, Gollamari, Nirala"),
      zone("Daulatpur", "outside", "Daulatpur, Khalishpur, Fulbari Gate")
    ]
  },
  {
    name: "Rajshahi",
    zones: [
      zone("Boalia", "outside", "Shaheb Bazar, Kumarpara, Ghoramara"),
      zone("Rajpara", "outside", "Laxmipur, Padma R/A, Bulonpur"),
      zone("Motihar", "outside", "Binodpur, Kazla, Talaimari")
    ]
  },
  {
    name: "Gazipur",
    zones: [
      zone("Tongi", "suburb", "Tongi Bazar, Cherag Ali, Station Road"),
      zone("Gazipur Sadar", "suburb", "Joydebpur, Chowrasta, Board Bazar")
    ]
  },
  {
    name: "Narayanganj",
    zones: [
      zone("Narayanganj Sadar", "suburb", "Chashara, Fatullah, Siddhirganj"),
      zone("Rupganj", "suburb", "Bhulta, Kanchan, Purbachal")
    ]
  },
  {
    name: "Barishal",
    zones: [zone("Barishal Sadar", "outside", "Sadar Road, Nathullabad, Rupatali")]
  },
  {
    name: "Rangpur",
    zones: [zone("Rangpur Sadar", "outside", "Jahaj Company More, Dhap, Lalbagh")]
  },
  {
    name: "Mymensingh",
    zones: [zone("Mymensingh Sadar", "outside", "Ganginarpar, Charpara, Maskanda")]
  },
  {
    name: "Cumilla",
    zones: [zone("Cumilla Sadar", "outside", "Kandirpar, Tomsom Bridge, Rajganj")]
  }
];

// server/courier/local.ts
function index() {
  const cities = [];
  const zones = /* @__PURE__ */ new Map();
  const areas = /* @__PURE__ */ new Map();
  RATE_TABLE.forEach((city, c) => {
    const cityId = c + 1;
    cities.push({ city_id: cityId, city_name: city.name });
    zones.set(
      cityId,
      city.zones.map((z, i) => {
        const zoneId = cityId * 100 + i + 1;
        areas.set(zoneId, z.areas.map((name, a) => ({ area_id: zoneId * 100 + a + 1, area_name: name })));
        return { zone_id: zoneId, zone_name: z.name, rate: z.rate };
      })
    );
  });
  return { cities, zones, areas };
}
function localCourier() {
  const { cities, zones, areas } = index();
  return {
    name: "Pathao",
    cities: async () => cities,
    zones: async (cityId) => (zones.get(cityId) ?? []).map(({ zone_id, zone_name }) => ({ zone_id, zone_name })),
    areas: async (zoneId) => areas.get(zoneId) ?? [],
    async price({ cityId, zoneId, deliveryType, weightKg }) {
      const zone2 = zones.get(cityId)?.find((z) => z.zone_id === zoneId);
      if (!zone2) throw new Refused(UNKNOWN_COURIER_PLACE_TEXT);
      const rate = RATES[zone2.rate][deliveryType];
      const extraKilos = Math.max(0, Math.ceil(weightKg - 1));
      return toPoisha(rate.first + extraKilos * rate.perExtraKg);
    }
  };
}

// server/courier/pathao.ts
var PathaoRefusal = class extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
  status;
};
function pathaoCourier(settings, { listTtlMs = 36e5, timeoutMs = 1e4, now = Date.now } = {}) {
  const base = settings.baseUrl.replace(/\/+$/, "");
  let token = null;
  let issuing = null;
  const lists = /* @__PURE__ */ new Map();
  async function call(method, path16, body2, bearer) {
    let response2;
    try {
      response2 = await fetch(`${base}${path16}`, {
        method,
        headers: { accept: "application/json", ...body2 ? { "content-type": "application/json" } : {}, ...bearer ? { authorization: `Bearer ${bearer}` } : {} },
        body: body2 ? JSON.stringify(body2) : void 0,
        signal: AbortSignal.timeout(timeoutMs)
      });
    } catch {
      throw new PathaoRefusal(503, COURIER_UNREACHABLE);
    }
    const answer = await response2.json().catch(() => ({}));
    if (!response2.ok) throw new PathaoRefusal(response2.status, typeof answer.message === "string" ? answer.message : COURIER_UNREACHABLE);
    return answer;
  }
  async function issueToken() {
    const answer = await call("POST", "/aladdin/api/v1/issue-token", {
      client_id: settings.clientId,
      client_secret: settings.clientSecret,
      username: settings.username,
      password: settings.password,
      grant_type: "password"
    });
    if (!answer.access_token) throw new PathaoRefusal(502, COURIER_UNREACHABLE);
    token = { value: answer.access_token, expiresAt: now() + (answer.expires_in - 60) * 1e3 };
    return token.value;
  }
  function accessToken() {
    if (token && token.expiresAt > now()) return Promise.resolve(token.value);
    issuing ??= issueToken().finally(() => issuing = null);
    return issuing;
  }
  async function authorized(method, path16, body2) {
    try {
      return await call(method, path16, body2, await accessToken());
    } catch (error) {
      if (!(error instanceof PathaoRefusal) || error.status !== 401) throw error;
      token = null;
      return call(method, path16, body2, await accessToken());
    }
  }
  function list(path16) {
    const kept = lists.get(path16);
    if (kept && now() - kept.at < listTtlMs) return kept.value;
    const value = authorized("GET", path16).then((answer) => answer.data?.data ?? []);
    lists.set(path16, { at: now(), value });
    value.catch(() => lists.delete(path16));
    return value;
  }
  async function shopError(work) {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof PathaoRefusal)) throw error;
      if (error.status === 404 || error.status === 422) throw new Refused(UNKNOWN_COURIER_PLACE_TEXT);
      throw new ServiceFailed(COURIER_UNREACHABLE_TEXT);
    }
  }
  return {
    name: "Pathao",
    cities: () => shopError(() => list("/aladdin/api/v1/city-list")),
    zones: (cityId) => shopError(() => list(`/aladdin/api/v1/cities/${cityId}/zone-list`)),
    areas: (zoneId) => shopError(() => list(`/aladdin/api/v1/zones/${zoneId}/area-list`)),
    price: ({ cityId, zoneId, deliveryType, weightKg }) => shopError(async () => {
      const answer = await authorized("POST", "/aladdin/api/v1/merchant/price-plan", {
        store_id: Number(settings.storeId),
        item_type: 2,
        // parcel
        delivery_type: Number(deliveryType),
        item_weight: weightKg,
        recipient_city: cityId,
        recipient_zone: zoneId
      });
      const price = answer.data?.final_price ?? answer.data?.price;
      if (typeof price !== "number" || !Number.isFinite(price) || price < 0) throw new PathaoRefusal(502, COURIER_UNREACHABLE);
      return toPoisha(price);
    })
  };
}

// server/courier/integration.ts
function courierFor(config) {
  if (config.driver !== "pathao") return localCourier();
  const { baseUrl, clientId, clientSecret, username, password, storeId } = config.pathao;
  const missing = Object.entries({ PATHAO_BASE_URL: baseUrl, PATHAO_CLIENT_ID: clientId, PATHAO_CLIENT_SECRET: clientSecret, PATHAO_USERNAME: username, PATHAO_PASSWORD: password, PATHAO_STORE_ID: storeId }).filter(([, value]) => !value).map(([name]) => name);
  if (missing.length) throw new Error(`COURIER_DRIVER=pathao needs ${missing.join(", ")}`);
  return pathaoCourier(config.pathao);
}

// server/plugins/courier.ts
var courier_default = (0, import_fastify_plugin2.default)(async (app, { config }) => {
  app.decorate("courier", { courier: courierFor(config), active: config.active });
}, { name: "courier" });

// server/plugins/db.ts
var import_fastify_plugin3 = __toESM(require("fastify-plugin"));
var db_default = (0, import_fastify_plugin3.default)(async (app, { database }) => {
  app.decorate("db", database.db);
  app.decorate("dialect", database.dialect);
  app.addHook("onClose", async () => database.db.destroy());
}, { name: "db" });

// server/plugins/errors.ts
var import_fastify_plugin4 = __toESM(require("fastify-plugin"));
var HttpError = class extends Error {
  constructor(statusCode, text7, errors, extra) {
    super(inEnglish(text7));
    this.statusCode = statusCode;
    this.text = text7;
    this.errors = errors;
    this.extra = extra;
  }
  statusCode;
  text;
  errors;
  extra;
};
var GENERIC = serverText("server.genericError");
var GENERIC_ERROR = inEnglish(GENERIC);
var DOMAIN_STATUS = /* @__PURE__ */ new Map([[NotFound, 404], [Refused, 422], [Conflict, 409], [Forbidden, 403], [ServiceFailed, 502]]);
function fromDomain(error) {
  const extra = error.redirectTo ? { redirect_url: error.redirectTo } : void 0;
  return new HttpError(DOMAIN_STATUS.get(error.constructor) ?? 500, error.text, error.fieldTexts, extra);
}
var CLIENT_TEXTS = {
  unreadableForm: serverText("server.unreadableForm"),
  notMultipart: serverText("server.notMultipart"),
  tooLarge: serverText("server.tooLarge"),
  formTooLarge: serverText("server.formTooLarge")
};
var CLIENT_MESSAGES = inEnglishAll(CLIENT_TEXTS);
var CLIENT_ERRORS = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, CLIENT_TEXTS.tooLarge],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, CLIENT_TEXTS.notMultipart],
  FST_INVALID_JSON_FIELD_ERROR: [400, CLIENT_TEXTS.unreadableForm],
  FST_PROTO_VIOLATION: [400, CLIENT_TEXTS.unreadableForm],
  FST_MP_PREMATURE_CLOSE: [400, CLIENT_TEXTS.unreadableForm],
  FST_PARTS_LIMIT: [413, CLIENT_TEXTS.formTooLarge],
  FST_FILES_LIMIT: [413, CLIENT_TEXTS.formTooLarge],
  FST_FIELDS_LIMIT: [413, CLIENT_TEXTS.formTooLarge],
  FST_REQ_FILE_TOO_LARGE: [413, CLIENT_TEXTS.formTooLarge]
};
var readingBody = /* @__PURE__ */ new WeakSet();
function isMultipart(request) {
  return (request.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/");
}
function clientError(error, request) {
  if (error.code && CLIENT_ERRORS[error.code]) return CLIENT_ERRORS[error.code];
  if (error.code?.startsWith("FST_") && error.statusCode && error.statusCode >= 400 && error.statusCode < 500) return [error.statusCode, error.message];
  if (!error.statusCode && readingBody.has(request) && isMultipart(request)) return [400, CLIENT_TEXTS.unreadableForm];
  return null;
}
function wantsHtml(request) {
  return request.method === "GET" && (request.headers.accept ?? "").includes("text/html");
}
var AJV_TEXTS = {
  maxLength: "server.fieldTooLong",
  minLength: "server.fieldTooShort",
  maximum: "server.fieldAtMost",
  minimum: "server.fieldAtLeast"
};
function validationMap(error, t) {
  const map = {};
  for (const v of error.validation ?? []) {
    const params = v.params;
    const missing = params.missingProperty;
    const field = missing ?? (v.instancePath.split("/").filter(Boolean).join(".") || "request");
    const known = AJV_TEXTS[v.keyword];
    const message = missing ? t("server.fieldRequired", { field }) : known && typeof params.limit === "number" ? t(known, { field, limit: params.limit }) : t("server.fieldOther", { field });
    (map[field] ??= []).push(message);
  }
  return map;
}
var errors_default = (0, import_fastify_plugin4.default)(async (app) => {
  app.setErrorHandler(async (thrown, request, reply) => {
    const error = thrown instanceof DomainError ? fromDomain(thrown) : thrown;
    const write2 = (message) => say(request.t, message, request.money);
    let status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    let body2;
    const refused = error.validation ? null : clientError(error, request);
    if (refused) {
      status = refused[0];
      body2 = { message: write2(refused[1]) };
    } else if (error.validation) {
      status = 422;
      const errors = validationMap(error, request.t);
      body2 = { message: Object.values(errors)[0]?.[0] ?? request.t("server.requestInvalid"), errors };
    } else if (status < 500) {
      body2 = { message: write2(error.text ?? error.message), ...error.errors ? { errors: writeFieldErrors(request.t, error.errors, request.money) } : {}, ...error.extra ?? {} };
    } else {
      request.log.error({ err: error }, "request failed");
      body2 = { message: write2(GENERIC) };
    }
    if (wantsHtml(request)) {
      return reply.code(status).type("text/html; charset=utf-8").send(await app.renderErrorPage(request, status, String(body2.message)));
    }
    return reply.code(status).send(body2);
  });
  app.addHook("preParsing", (request, _reply, payload, done) => {
    readingBody.add(request);
    done(null, payload);
  });
  app.addHook("preValidation", (request, _reply, done) => {
    readingBody.delete(request);
    done();
  });
  app.setNotFoundHandler(async (request, reply) => {
    const message = request.t("server.pageNotFound");
    if (wantsHtml(request)) {
      return reply.code(404).type("text/html; charset=utf-8").send(await app.renderErrorPage(request, 404, message));
    }
    return reply.code(404).send({ message: request.t("server.noRoute", { method: request.method, path: request.url.split("?")[0] }) });
  });
}, { name: "errors", dependencies: ["views"] });

// server/limits/plugin.ts
var import_fastify_plugin5 = __toESM(require("fastify-plugin"));
var import_ioredis = require("ioredis");

// server/limits/rateLimit.ts
var import_kysely = require("kysely");
var KEEP_MS = 24 * 36e5;
var SWEEP_EVERY = 100;
var sinceSweep = 0;
async function countAction(db, key2, { limit, windowMs }, now = /* @__PURE__ */ new Date()) {
  const at = now.toISOString();
  const closed = new Date(now.getTime() - windowMs).toISOString();
  const expired = import_kysely.sql`rate_limits.window_started_at <= ${closed}`;
  const row = await db.insertInto("rate_limits").values({ key: key2, hits: 1, window_started_at: at }).onConflict(
    (oc) => oc.column("key").doUpdateSet({
      hits: import_kysely.sql`case when ${expired} then 1 else rate_limits.hits + 1 end`,
      window_started_at: import_kysely.sql`case when ${expired} then ${at} else rate_limits.window_started_at end`
    })
  ).returning(["hits", "window_started_at"]).executeTakeFirstOrThrow();
  if (++sinceSweep >= SWEEP_EVERY) {
    sinceSweep = 0;
    await db.deleteFrom("rate_limits").where("window_started_at", "<", new Date(now.getTime() - KEEP_MS).toISOString()).execute();
  }
  if (Number(row.hits) <= limit) return 0;
  return Math.max(1, Math.ceil((Date.parse(row.window_started_at) + windowMs - now.getTime()) / 1e3));
}

// server/limits/store.ts
function delayAfter(failures, { free, firstDelayMs, maxDelayMs }) {
  if (failures < free) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(30, failures - free));
}

// server/limits/dbStore.ts
function dbStore(db) {
  return {
    count: (key2, limit, now) => countAction(db, key2, limit, now),
    async lockedFor(key2, now = /* @__PURE__ */ new Date()) {
      const row = await db.selectFrom("login_throttle").select("blocked_until").where("key", "=", key2).executeTakeFirst();
      if (!row?.blocked_until) return 0;
      const left = Date.parse(row.blocked_until) - now.getTime();
      return left > 0 ? Math.ceil(left / 1e3) : 0;
    },
    async miss(key2, backoff, now = /* @__PURE__ */ new Date()) {
      const at = now.toISOString();
      await db.deleteFrom("login_throttle").where("key", "=", key2).where("updated_at", "<", new Date(now.getTime() - backoff.forgetAfterMs).toISOString()).where((eb) => eb.or([eb("blocked_until", "is", null), eb("blocked_until", "<", at)])).execute();
      const { failures } = await db.insertInto("login_throttle").values({ key: key2, failures: 1, blocked_until: null, updated_at: at }).onConflict((oc) => oc.column("key").doUpdateSet((eb) => ({ failures: eb("login_throttle.failures", "+", 1), updated_at: at }))).returning("failures").executeTakeFirstOrThrow();
      const delay = delayAfter(Number(failures), backoff);
      if (delay) {
        await db.updateTable("login_throttle").set({ blocked_until: new Date(now.getTime() + delay).toISOString() }).where("key", "=", key2).execute();
      }
    },
    async forget(key2) {
      await db.deleteFrom("login_throttle").where("key", "=", key2).execute();
    }
  };
}

// server/limits/redisStore.ts
function redisStore(redis, prefix) {
  const windowKey = (key2) => `${prefix}rate:${key2}`;
  const lockKey = (key2) => `${prefix}lock:${key2}`;
  return {
    async count(key2, { limit, windowMs }) {
      const k = windowKey(key2);
      const answers = await redis.multi().incr(k).pexpire(k, windowMs, "NX").pttl(k).exec();
      const hits = Number(answers?.[0]?.[1]);
      const left = Number(answers?.[2]?.[1]);
      if (hits <= limit) return 0;
      return Math.max(1, Math.ceil((left > 0 ? left : windowMs) / 1e3));
    },
    async lockedFor(key2, now = /* @__PURE__ */ new Date()) {
      const until = Number(await redis.hget(lockKey(key2), "blocked_until"));
      const left = until - now.getTime();
      return left > 0 ? Math.ceil(left / 1e3) : 0;
    },
    async miss(key2, backoff, now = /* @__PURE__ */ new Date()) {
      const k = lockKey(key2);
      const answers = await redis.multi().hincrby(k, "failures", 1).pexpire(k, backoff.forgetAfterMs).exec();
      const delay = delayAfter(Number(answers?.[0]?.[1]), backoff);
      if (delay) {
        await redis.multi().hset(k, "blocked_until", String(now.getTime() + delay)).pexpire(k, Math.max(backoff.forgetAfterMs, delay), "GT").exec();
      }
    },
    async forget(key2) {
      await redis.del(lockKey(key2));
    }
  };
}

// server/limits/plugin.ts
var plugin_default = (0, import_fastify_plugin5.default)(async (app, { redisUrl, redisPrefix }) => {
  if (!redisUrl) {
    app.decorate("limits", dbStore(app.db));
    return;
  }
  const redis = new import_ioredis.Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await redis.connect();
  app.decorate("limits", redisStore(redis, redisPrefix));
  app.addHook("onClose", async () => void await redis.quit());
}, { name: "limits", dependencies: ["db"] });

// server/plugins/requestInput.ts
var import_fastify_plugin6 = __toESM(require("fastify-plugin"));
var MAX_JSON_DEPTH = 32;
var TOO_DEEP_TEXT = serverText("server.tooDeep");
var TOO_DEEP = inEnglish(TOO_DEEP_TEXT);
var BAD_TEXT_TEXT = serverText("server.badText");
var BAD_TEXT = inEnglish(BAD_TEXT_TEXT);
var FORBIDDEN_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
var NUMBER_TOO_LARGE_TEXT = serverText("server.numberTooLarge");
var NUMBER_TOO_LARGE = inEnglish(NUMBER_TOO_LARGE_TEXT);
function hasInfiniteNumber(values) {
  if (!values || typeof values !== "object") return false;
  return Object.values(values).some((value) => (Array.isArray(value) ? value : [value]).some((v) => {
    if (typeof v !== "string" || v.trim() === "") return false;
    const n = Number(v);
    return !Number.isNaN(n) && !Number.isFinite(n);
  }));
}
function hasForbiddenText(value) {
  if (typeof value === "string") return FORBIDDEN_TEXT.test(value);
  if (Array.isArray(value)) return value.some(hasForbiddenText);
  if (value && typeof value === "object" && !Buffer.isBuffer(value)) {
    return Object.entries(value).some(([key2, item]) => FORBIDDEN_TEXT.test(key2) || hasForbiddenText(item));
  }
  return false;
}
function jsonDepthExceeds(text7, limit) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text7.length; i += 1) {
    const c = text7.charCodeAt(i);
    if (inString) {
      if (c === 92) i += 1;
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 93 || c === 125) depth -= 1;
  }
  return false;
}
var requestInput_default = (0, import_fastify_plugin6.default)(async (app) => {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body2, done) => {
    if (jsonDepthExceeds(body2, MAX_JSON_DEPTH)) return done(new HttpError(400, TOO_DEEP_TEXT), void 0);
    return parse(request, body2, done);
  });
  app.addHook("preValidation", (request, _reply, done) => {
    if (hasForbiddenText(request.params) || hasForbiddenText(request.query) || hasForbiddenText(request.body)) return done(new HttpError(400, BAD_TEXT_TEXT));
    if (hasInfiniteNumber(request.params) || hasInfiniteNumber(request.query)) return done(new HttpError(400, NUMBER_TOO_LARGE_TEXT));
    done();
  });
}, { name: "request-input" });

// server/plugins/fontPreloads.ts
var import_node_fs2 = require("node:fs");
var import_node_path2 = __toESM(require("node:path"));
var import_fastify_plugin7 = __toESM(require("fastify-plugin"));
var PRELOADED = { en: ["common"], bn: ["common", "bengali"] };
function fontList(file) {
  let cached2 = {};
  let mtime = -1;
  return () => {
    let stamp;
    try {
      stamp = (0, import_node_fs2.statSync)(file).mtimeMs;
    } catch {
      return {};
    }
    if (stamp !== mtime) {
      cached2 = JSON.parse((0, import_node_fs2.readFileSync)(file, "utf8"));
      mtime = stamp;
    }
    return cached2;
  };
}
var fontPreloads_default = (0, import_fastify_plugin7.default)(async (app, { buildDir }) => {
  const load = fontList(import_node_path2.default.join(buildDir, "fonts/fonts.json"));
  app.decorate("fontPreloads", (language) => {
    const fonts = load();
    return PRELOADED[language].flatMap((name) => fonts[name] ? [fonts[name]] : []);
  });
}, { name: "font-preloads" });

// server/plugins/labelWidths.ts
var import_fastify_plugin8 = __toESM(require("fastify-plugin"));

// server/fonts/labelWidths.ts
var import_node_path3 = __toESM(require("node:path"));
var import_node_worker_threads = require("node:worker_threads");
var FONT_FILE = require.resolve("@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2");
var BENGALI_RUN = /[\u0951\u0952\u0964\u0965\u0980-\u09fe\u1cd0-\u1cf7\u200c\u200d\u25cc\ua8f1]+/g;
var SYSTEM_EM = { " ": 0.35, "\u203A": 0.45, ":": 0.4, ",": 0.36, ".": 0.36, "/": 0.4, "-": 0.42, "(": 0.45, ")": 0.45, "!": 0.45, "?": 0.6 };
var MAX_REMEMBERED = 5e3;
function labelMeasure() {
  const remembered = /* @__PURE__ */ new Map();
  const waiting = /* @__PURE__ */ new Map();
  let worker = null;
  let nextId2 = 0;
  function start() {
    worker ??= new Promise((resolve) => {
      const thread = new import_node_worker_threads.Worker(import_node_path3.default.join(projectRoot(), "server/fonts/shaperWorker.mjs"), { workerData: { fontFile: FONT_FILE } });
      thread.unref();
      thread.on("message", (message) => {
        if ("ready" in message) return resolve(thread);
        waiting.get(message.id)?.(message.advances);
        waiting.delete(message.id);
      });
      thread.on("error", (error) => {
        console.warn("[haat] Bangla label widths unavailable:", error.message);
        for (const answer of waiting.values()) answer([]);
        waiting.clear();
        resolve(null);
      });
      thread.on("exit", () => resolve(null));
    });
    return worker;
  }
  async function advances(runs, weight) {
    const missing = [...new Set(runs.filter((run) => !remembered.has(`${weight}:${run}`)))];
    if (missing.length === 0) return;
    const thread = await start();
    if (!thread) return;
    const id2 = nextId2++;
    const answer = await new Promise((resolve) => {
      waiting.set(id2, resolve);
      thread.postMessage({ id: id2, runs: missing.map((text7) => ({ text: text7, weight })) });
    });
    if (remembered.size + missing.length > MAX_REMEMBERED) remembered.clear();
    missing.forEach((run, n) => answer[n] !== void 0 && remembered.set(`${weight}:${run}`, answer[n]));
  }
  return {
    async widths(texts, weight) {
      const runsOf = (text7) => text7.match(BENGALI_RUN) ?? [];
      const others = (text7) => [...text7.replace(BENGALI_RUN, "")];
      const labels = texts.filter((text7) => runsOf(text7).length > 0 && others(text7).every((c) => c in SYSTEM_EM));
      await advances(labels.flatMap(runsOf), weight);
      const widths = {};
      for (const text7 of labels) {
        const runs = runsOf(text7).map((run) => remembered.get(`${weight}:${run}`));
        if (runs.some((advance) => advance === void 0)) continue;
        const ems = [...runs.map((advance) => advance / 1e3), ...others(text7).map((c) => SYSTEM_EM[c])].reduce((sum, em) => sum + em, 0);
        widths[text7] = Math.ceil(ems * 100) / 100;
      }
      return widths;
    },
    async close() {
      const thread = await worker;
      worker = null;
      await thread?.terminate();
    }
  };
}

// server/plugins/labelWidths.ts
var labelWidths_default = (0, import_fastify_plugin8.default)(async (app) => {
  const measure = labelMeasure();
  app.decorate("labelWidths", (texts, weight) => measure.widths(texts, weight));
  app.addHook("onClose", () => measure.close());
}, { name: "label-widths" });

// server/plugins/manifest.ts
var import_node_fs3 = require("node:fs");
var import_node_path4 = __toESM(require("node:path"));
var import_fastify_plugin9 = __toESM(require("fastify-plugin"));
var FIRST_SCREEN_IN_CSS = /* @__PURE__ */ new Set(["home", "category", "brand", "product", "all-products", "search", "campaign"]);
var FIRST_SCREEN_PARTS = { category: ["listing"], brand: ["listing"], product: ["product"] };
function inlineCss(file) {
  const text7 = (0, import_node_fs3.readFileSync)(file, "utf8").replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, "");
  if (/url\(\s*(?!["']?(?:data:|\/|https?:))/.test(text7)) throw new Error(`${file} has a relative url(): it cannot be written into a page`);
  return text7;
}
function fileManifest(file) {
  let cached2 = null;
  let mtime = 0;
  return () => {
    let stamp;
    try {
      stamp = (0, import_node_fs3.statSync)(file).mtimeMs;
    } catch {
      throw new Error(`No build manifest at ${file}: run "npm run build" first.`);
    }
    if (!cached2 || stamp !== mtime) {
      const manifest = JSON.parse((0, import_node_fs3.readFileSync)(file, "utf8"));
      const read2 = (href) => inlineCss(import_node_path4.default.join(import_node_path4.default.dirname(file), href.replace(/^\/build\//, "")));
      const cssPartsText = Object.fromEntries(Object.entries(manifest.cssParts ?? {}).map(([part, href]) => [part, read2(href)]));
      cached2 = manifest.css ? { ...manifest, cssText: read2(manifest.css), cssPartsText } : manifest;
      mtime = stamp;
    }
    return cached2;
  };
}
function manifestReader(load, log = console.error) {
  return {
    assetsFor(islands) {
      const manifest = load();
      const preload = /* @__PURE__ */ new Set();
      const scripts = /* @__PURE__ */ new Set();
      const names = [...islands];
      for (const name of names) {
        const island = manifest.islands[name];
        if (!island) {
          log(`[haat] the page has a mount point for "${name}" but the build has no such island`);
          continue;
        }
        island.preload.forEach((href) => preload.add(href));
        scripts.add(island.script);
      }
      const parts2 = [...new Set(names.flatMap((name) => FIRST_SCREEN_PARTS[name] ?? []))];
      const partsText = parts2.map((part) => manifest.cssPartsText?.[part] ?? "").join("");
      const partLinks = parts2.map((part) => manifest.cssParts?.[part]).filter(Boolean).map((href) => `<link rel="stylesheet" href="${href}">`).join("");
      const css = manifest.cssText !== void 0 ? `<style>${(manifest.cssText + partsText).replace(/<\/style/gi, "<\\/style")}</style>` : manifest.css ? `<link rel="stylesheet" href="${manifest.css}">${partLinks}` : "";
      const rest = manifest.cssRest ? `<link rel="stylesheet" href="${manifest.cssRest}">` : "";
      const restLate = names.some((name) => FIRST_SCREEN_IN_CSS.has(name));
      const loader = manifest.loader && scripts.size > 0 ? `<script type="module" id="haat-loader" src="${manifest.loader}" data-scripts="${[...scripts].join(" ")}" data-preload="${[...preload].join(" ")}"></script>` : "";
      return { head: css + (restLate ? "" : rest), body: loader + (restLate ? rest : "") };
    },
    textsFor(locale) {
      return load().i18n?.[locale] ?? `/build/i18n/${locale}.json`;
    }
  };
}
var manifest_default = (0, import_fastify_plugin9.default)(async (app, { load }) => {
  load();
  app.decorate("manifest", manifestReader(load, (msg) => app.log.error(msg)));
}, { name: "manifest" });

// server/plugins/i18n.ts
var import_node_path6 = __toESM(require("node:path"));
var import_fastify_plugin10 = __toESM(require("fastify-plugin"));

// shared/i18n/catalog.ts
var import_compileMessage3 = require("@lingui/message-utils/compileMessage");
var import_node_fs4 = require("node:fs");
var import_node_path5 = __toESM(require("node:path"));
function readCatalogs(dir) {
  const read2 = (language) => {
    const folder = import_node_path5.default.join(dir, language);
    return Object.fromEntries(
      (0, import_node_fs4.readdirSync)(folder).filter((file) => file.endsWith(".json")).sort().map((file) => [file.slice(0, -".json".length), JSON.parse((0, import_node_fs4.readFileSync)(import_node_path5.default.join(folder, file), "utf8"))])
    );
  };
  return Object.fromEntries(Object.keys(LANGUAGES).map((language) => [language, read2(language)]));
}
function compileCatalog(catalog, namespaces) {
  const messages = {};
  for (const namespace of namespaces ?? Object.keys(catalog)) {
    for (const [key2, message] of Object.entries(catalog[namespace] ?? {})) messages[`${namespace}.${key2}`] = (0, import_compileMessage3.compileMessage)(message);
  }
  return messages;
}
var CATALOG_DIR = "shared/i18n/catalogs";

// server/plugins/i18n.ts
var LANGUAGE_COOKIE = "haat_lang";
var YEAR = 365 * 24 * 60 * 60;
function chosenLanguage(request) {
  const query = request.query;
  if (query && "lang" in query) {
    const asked = query.lang;
    delete query.lang;
    if (isLanguage(asked)) return { language: asked, named: true };
  }
  const kept = request.cookies?.[LANGUAGE_COOKIE];
  return { language: isLanguage(kept) ? kept : DEFAULT_LANGUAGE, named: false };
}
var i18n_default = (0, import_fastify_plugin10.default)(async (app, { root, secureCookies }) => {
  const catalogs = readCatalogs(import_node_path6.default.join(root, CATALOG_DIR));
  const english3 = makeI18n(LANGUAGES.en.locale, compileCatalog(catalogs.en));
  const byLanguage = {
    en: english3,
    bn: makeI18n(LANGUAGES.bn.locale, compileCatalog(catalogs.bn), (_locale, id2) => english3._(id2))
  };
  const browser = /* @__PURE__ */ new Map();
  app.decorate("texts", {
    t: (language, id2, values) => byLanguage[language]._(id2, values),
    browserMessages(language, namespaces) {
      const wanted = [.../* @__PURE__ */ new Set([...BROWSER_NAMESPACES, ...namespaces])].sort();
      const key2 = `${language}:${wanted.join(",")}`;
      let messages = browser.get(key2);
      if (!messages) {
        messages = compileCatalog(catalogs[language], wanted);
        browser.set(key2, messages);
      }
      return messages;
    },
    catalogs
  });
  app.decorateRequest("language", DEFAULT_LANGUAGE);
  app.decorateRequest("locale", LANGUAGES[DEFAULT_LANGUAGE].locale);
  app.decorateRequest("t", function(id2, values) {
    return byLanguage[this.language]._(id2, values);
  });
  app.addHook("onRequest", async (request, reply) => {
    const { language, named: named2 } = chosenLanguage(request);
    request.language = language;
    request.locale = LANGUAGES[language].locale;
    const texts = byLanguage[language];
    request.t = (id2, values) => texts._(id2, values);
    if (named2 && request.cookies?.[LANGUAGE_COOKIE] !== language) {
      reply.setCookie(LANGUAGE_COOKIE, language, { path: "/", maxAge: YEAR, sameSite: "lax", httpOnly: true, secure: secureCookies });
    }
  });
}, { name: "i18n", dependencies: ["@fastify/cookie"] });

// server/plugins/money.ts
var import_fastify_plugin11 = __toESM(require("fastify-plugin"));
var money_default = (0, import_fastify_plugin11.default)(async (app, { currency }) => {
  app.decorateRequest("money", {
    getter() {
      const { locale } = this;
      return (poisha) => formatPoisha(poisha, currency, locale);
    }
  });
}, { name: "money", dependencies: ["i18n"] });

// server/plugins/securityHeaders.ts
var import_helmet = __toESM(require("helmet"));
var import_fastify_plugin12 = __toESM(require("fastify-plugin"));
var PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=()";
var PIXEL_SCRIPT_HOSTS = ["https://connect.facebook.net"];
var PIXEL_EVENT_HOSTS = ["https://www.facebook.com"];
var VIDEO_PLAYERS = ["https://www.youtube.com", "https://player.vimeo.com"];
function cspDirectives({ pixelId, httpsOnly }) {
  const pixel = pixelId.trim() !== "";
  return {
    defaultSrc: ["'self'"],
    // The islands' bundles only: no inline script and no eval, so injected markup cannot run script.
    scriptSrc: ["'self'", ...pixel ? PIXEL_SCRIPT_HOSTS : []],
    // React writes style attributes (progress widths, sized placeholders): inline styles are allowed; they cannot run script.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...pixel ? PIXEL_EVENT_HOSTS : []],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'", ...pixel ? [...PIXEL_EVENT_HOSTS, ...PIXEL_SCRIPT_HOSTS] : []],
    frameSrc: VIDEO_PLAYERS,
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    ...httpsOnly ? { upgradeInsecureRequests: [] } : {}
  };
}
function securityHeaders(options) {
  const headers = /* @__PURE__ */ new Map();
  const recorder = {
    setHeader: (name, value) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name) => void headers.delete(name.toLowerCase())
  };
  (0, import_helmet.default)({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    strictTransportSecurity: options.httpsOnly ? { maxAge: 31536e3, includeSubDomains: true } : false
  })({}, recorder, () => void 0);
  headers.set("permissions-policy", PERMISSIONS_POLICY);
  return [...headers];
}
var securityHeaders_default = (0, import_fastify_plugin12.default)(async (app, options) => {
  const headers = securityHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}, { name: "security-headers" });

// server/plugins/session.ts
var import_node_crypto = require("node:crypto");
var import_fastify_plugin13 = __toESM(require("fastify-plugin"));

// server/db/compiledQueries.ts
var import_kysely2 = require("kysely");
var Slot = class {
  constructor(key2) {
    this.key = key2;
  }
  key;
};
var MAX_SHAPES = 500;
function shapeCache() {
  const byAdapter = /* @__PURE__ */ new WeakMap();
  return (db, key2, build, given) => {
    const adapter = db.getExecutor().adapter;
    let shapes = byAdapter.get(adapter);
    if (!shapes) byAdapter.set(adapter, shapes = /* @__PURE__ */ new Map());
    let compiled = shapes.get(key2);
    if (!compiled) {
      compiled = build();
      if (shapes.size >= MAX_SHAPES) shapes.clear();
      shapes.set(key2, compiled);
    }
    const parameters = compiled.parameters.map((p) => p instanceof Slot ? given[p.key] : p);
    return db.executeQuery(import_kysely2.CompiledQuery.raw(compiled.sql, parameters));
  };
}
var slotted = (value) => value !== void 0 && typeof value !== "boolean";
function compiledOnce(build) {
  const run = shapeCache();
  return (db, values) => {
    const given = values;
    const key2 = Array.isArray(values) ? String(values.length) : Object.entries(given).map(([k, v]) => `${k}:${slotted(v) ? "" : v}`).join();
    return run(db, key2, () => {
      const slots = Array.isArray(values) ? values.map((_, i) => new Slot(i)) : Object.fromEntries(Object.entries(given).map(([k, v]) => [k, slotted(v) ? new Slot(k) : v]));
      return build(db, slots);
    }, given);
  };
}
function statementOnce(build) {
  const run = shapeCache();
  return (db, shape, values) => {
    const given = values;
    const key2 = `${JSON.stringify(shape)} ${Object.keys(given).filter((k) => given[k] !== void 0).join()}`;
    return run(db, key2, () => {
      const slots = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, v === void 0 ? v : new Slot(k)]));
      return build(db, shape, slots);
    }, given);
  };
}

// server/plugins/session.ts
var SESSION_COOKIE = "haat_session";
var LIFETIME_MS = 30 * 24 * 3600 * 1e3;
var newSessionId = () => (0, import_node_crypto.randomBytes)(32).toString("base64url");
var Session = class {
  constructor(id2, values) {
    this.id = id2;
    this.values = values;
  }
  id;
  values;
  changed = false;
  dropped = null;
  get(key2) {
    return this.values[key2];
  }
  set(key2, value) {
    if (value === void 0) delete this.values[key2];
    else this.values[key2] = value;
    this.changed = true;
    this.id ??= newSessionId();
  }
  get data() {
    return this.values;
  }
  /** A new id for the same data, so a session id seen before sign-in is worthless after it. */
  regenerate() {
    if (this.id) this.dropped = this.id;
    this.id = newSessionId();
    this.changed = true;
  }
  /** Forgets everything (sign-out). */
  clear() {
    this.values = {};
    this.regenerate();
  }
  get dirty() {
    return this.changed;
  }
  get droppedId() {
    return this.dropped;
  }
  /** The session cookie the browser will send from the next request on: this answer's, else the one it sent. */
  cookieAfter(sent) {
    return (this.changed ? this.id : sent) ?? "";
  }
};
var idPattern = /^[A-Za-z0-9_-]{43}$/;
var readSession = compiledOnce((db, values) => db.selectFrom("sessions").select(["data"]).where("id", "=", values.id).where("expires_at", ">", values.now).compile());
var saveSession = compiledOnce((db, { id: id2, ...row }) => db.insertInto("sessions").values({ id: id2, ...row }).onConflict((oc) => oc.column("id").doUpdateSet(row)).compile());
var session_default = (0, import_fastify_plugin13.default)(async (app, { secureCookies }) => {
  app.decorateRequest("session", null);
  app.addHook("onRequest", async (request) => {
    const id2 = request.cookies[SESSION_COOKIE];
    if (id2 && idPattern.test(id2)) {
      const [row] = (await readSession(app.db, { id: id2, now: (/* @__PURE__ */ new Date()).toISOString() })).rows;
      if (row) {
        request.session = new Session(id2, JSON.parse(row.data));
        return;
      }
    }
    request.session = new Session(null, {});
  });
  app.addHook("onSend", async (request, reply, payload) => {
    const session = request.session;
    if (!session?.dirty) return payload;
    if (session.droppedId) await app.db.deleteFrom("sessions").where("id", "=", session.droppedId).execute();
    session.id ??= newSessionId();
    const now = /* @__PURE__ */ new Date();
    await saveSession(app.db, {
      id: session.id,
      data: JSON.stringify(session.data),
      customer_id: session.data.customerId ?? null,
      expires_at: new Date(now.getTime() + LIFETIME_MS).toISOString(),
      updated_at: now.toISOString()
    });
    reply.setCookie(SESSION_COOKIE, session.id, {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies,
      maxAge: LIFETIME_MS / 1e3
    });
    return payload;
  });
  await app.db.deleteFrom("sessions").where("expires_at", "<", (/* @__PURE__ */ new Date()).toISOString()).execute();
}, { name: "session", dependencies: ["db"] });

// server/plugins/staticFiles.ts
var import_static = __toESM(require("@fastify/static"));
var import_fastify_plugin14 = __toESM(require("fastify-plugin"));

// server/uploads/variants.ts
var import_node_fs5 = require("node:fs");
var import_promises2 = require("node:fs/promises");
var import_node_path8 = __toESM(require("node:path"));
var import_sharp2 = __toESM(require("sharp"));

// shared/catalog/imageSources.ts
var BLANK_IMAGE = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
var DEFAULT_PRODUCT_IMAGE = "/storage/defaults/product.png";
function storageUrl(path16, fallback = DEFAULT_PRODUCT_IMAGE) {
  if (!path16) return fallback;
  return /^(https?:)?\/|^data:/.test(path16) ? path16 : `/storage/${path16}`;
}
var VARIANT_WIDTHS = [64, 128, 240, 320, 430, 640, 860, 1200];
var VARIANT_FORMATS = ["avif", "webp"];
var ORIGINAL = /^(\/storage\/.+)\.(webp|png|jpe?g)$/;
var VARIANT = /-(\d+)w\.(avif|webp)$/;
var hasVariants = (src) => ORIGINAL.test(src);
function variantUrl(src, width, format) {
  return src.replace(ORIGINAL, `$1-${width}w.${format}`);
}
function srcsetWidths(width) {
  const snap = (target) => VARIANT_WIDTHS.find((w) => w >= target) ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  return [.../* @__PURE__ */ new Set([snap(width / 2), snap(width), snap(width * 2)])];
}
function srcset(src, width, format) {
  return srcsetWidths(width).map((w) => `${variantUrl(src, w, format)} ${w}w`).join(", ");
}
function parseVariant(file) {
  const match = VARIANT.exec(file);
  if (!match) return null;
  const width = Number(match[1]);
  if (!VARIANT_WIDTHS.includes(width)) return null;
  return { original: file.slice(0, match.index), width, format: match[2] };
}
var defaultSizes = (width) => `(max-width: ${width}px) 100vw, ${width}px`;
var CARD_SIZES = "(min-width: 1100px) 290px, (min-width: 640px) 33vw, 50vw";
function imagePreload(src, width, sizes) {
  return hasVariants(src) ? { href: src, srcset: srcset(src, width, "avif"), sizes } : { href: src };
}

// server/uploads/images.ts
var import_promises = require("node:fs/promises");
var import_node_path7 = __toESM(require("node:path"));
var import_sharp = __toESM(require("sharp"));
var MAX_IMAGE_PIXELS = 5e7;
var WEBP_QUALITY = 80;
var PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
var refuse = ({ field }, message) => new Refused(message, { fields: { [field]: [message] } });
var notPicture = (upload) => refuse(upload, serverText("server.notPicture", { name: upload.name }));
function sniffImage(bytes) {
  if (bytes.length >= 3 && bytes[0] === 255 && bytes[1] === 216 && bytes[2] === 255) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "png";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  return null;
}
function checkImageUpload(value, upload) {
  if (!Buffer.isBuffer(value) || sniffImage(value) === null) throw notPicture(upload);
  if (value.length > upload.maxBytes) throw refuse(upload, serverText("server.imageTooLarge", { name: upload.name, size: formatBytes(upload.maxBytes) }));
  return value;
}
function formatBytes(bytes) {
  return bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}
async function reencodeImage(bytes, variants, upload) {
  const read2 = () => (0, import_sharp.default)(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" });
  try {
    const { format } = await read2().metadata();
    if (format !== "jpeg" && format !== "png" && format !== "webp") throw notPicture(upload);
    const encoded = await Promise.all(
      Object.entries(variants).map(async ([variant, { width, height, fit }]) => {
        const data = await read2().rotate().resize({ width, height, fit, withoutEnlargement: fit === "inside" }).webp({ quality: WEBP_QUALITY }).toBuffer();
        return [variant, data];
      })
    );
    return Object.fromEntries(encoded);
  } catch (error) {
    if (error instanceof Refused) throw error;
    if (/pixel limit/i.test(String(error.message))) throw refuse(upload, serverText("server.imageTooManyPixels", { name: upload.name, megapixels: MAX_IMAGE_PIXELS / 1e6 }));
    throw refuse(upload, serverText("server.imageUnreadable", { name: upload.name }));
  }
}
async function writeStorage(storageDir, files) {
  const written2 = [];
  try {
    for (const [file, data] of Object.entries(files)) {
      const target = import_node_path7.default.join(storageDir, file);
      await (0, import_promises.mkdir)(import_node_path7.default.dirname(target), { recursive: true });
      await (0, import_promises.writeFile)(target, data, { flag: "wx" });
      written2.push(file);
    }
  } catch (error) {
    await removeStorage(storageDir, written2);
    throw error;
  }
}
async function removeStorage(storageDir, files) {
  await Promise.all(files.map((file) => (0, import_promises.rm)(import_node_path7.default.join(storageDir, file), { force: true })));
}

// server/uploads/variants.ts
var ORIGINAL_EXTENSIONS = [".webp", ".png", ".jpg", ".jpeg"];
var ENCODING = { avif: { quality: 50, effort: 1 }, webp: { quality: 75, effort: 2 } };
var encode = (image2, format) => format === "avif" ? image2.avif(ENCODING.avif) : image2.webp(ENCODING.webp);
async function decodePixels(input) {
  const { data, info } = await (0, import_sharp2.default)(input, { limitInputPixels: MAX_IMAGE_PIXELS }).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}
var variantFile = (file, width, format) => variantUrl(`/storage/${file}`, width, format).slice("/storage/".length);
async function encodeVariants(file, picture, widths, formats = VARIANT_FORMATS) {
  const byWidth = /* @__PURE__ */ new Map();
  for (const width of widths) {
    const drawn = Math.min(width, picture.width);
    byWidth.set(drawn, [...byWidth.get(drawn) ?? [], width]);
  }
  const raw = { raw: { width: picture.width, height: picture.height, channels: picture.channels } };
  const encoded = await Promise.all([...byWidth].flatMap(([drawn, names]) => formats.map(async (format) => {
    const image2 = (0, import_sharp2.default)(picture.data, raw);
    const data = await encode(drawn === picture.width ? image2 : image2.resize({ width: drawn }), format).toBuffer();
    return names.map((width) => [variantFile(file, width, format), data]);
  })));
  return Object.fromEntries(encoded.flat());
}
async function replaceStorage(storageDir, files) {
  await Promise.all(Object.entries(files).map(async ([file, data]) => {
    const target = import_node_path8.default.join(storageDir, file);
    const partial = `${target}.${process.pid}.part`;
    await (0, import_promises2.mkdir)(import_node_path8.default.dirname(target), { recursive: true });
    try {
      await (0, import_promises2.writeFile)(partial, data);
      await (0, import_promises2.rename)(partial, target);
    } catch (error) {
      await (0, import_promises2.rm)(partial, { force: true });
      throw error;
    }
  }));
}
var making = /* @__PURE__ */ new Map();
function ensureVariant(storageDir, file) {
  const root = import_node_path8.default.resolve(storageDir);
  const target = import_node_path8.default.resolve(root, file);
  const variant = parseVariant(target);
  if (!variant || !target.startsWith(root + import_node_path8.default.sep)) return Promise.resolve(false);
  if ((0, import_node_fs5.existsSync)(target)) return Promise.resolve(true);
  const original = ORIGINAL_EXTENSIONS.map((ext2) => variant.original + ext2).find((candidate) => (0, import_node_fs5.existsSync)(candidate));
  if (!original) return Promise.resolve(false);
  let pending = making.get(target);
  if (!pending) {
    pending = makeVariant(root, import_node_path8.default.relative(root, original), variant.width, variant.format).finally(() => making.delete(target));
    making.set(target, pending);
  }
  return pending;
}
async function makeVariant(root, original, width, format) {
  try {
    const pixels = await decodePixels(import_node_path8.default.join(root, original));
    const copies = await encodeVariants(original, pixels, [width], [format]);
    const name = variantFile(original, width, format);
    await replaceStorage(root, { [name]: copies[name] });
    return true;
  } catch {
    return false;
  }
}

// server/plugins/staticFiles.ts
var BUILD_PREFIX = "/build/";
var STORAGE_PREFIX = "/storage/";
var PRECOMPRESSED = /\.(js|css|svg|json)$/;
var STABLE_TEXTS = /^\/build\/i18n\/[a-z]{2}-[A-Z]{2}\.json$/;
var staticFiles_default = (0, import_fastify_plugin14.default)(async (app, { buildDir, storageDir }) => {
  await app.register(async (build) => {
    build.addHook("onSend", (request, reply, payload, done) => {
      const file = request.url.split("?")[0];
      if (PRECOMPRESSED.test(file)) reply.header("Vary", "Accept-Encoding");
      if (STABLE_TEXTS.test(file) && reply.statusCode < 400) reply.header("Cache-Control", "no-cache");
      else reply.removeHeader("etag").removeHeader("last-modified");
      done(null, payload);
    });
    await build.register(import_static.default, { root: buildDir, prefix: BUILD_PREFIX, immutable: true, maxAge: "365d", index: false, preCompressed: true });
  });
  await app.register(async (storage) => {
    storage.addHook("onRequest", async (request) => {
      let file;
      try {
        file = decodeURIComponent(request.url.slice(STORAGE_PREFIX.length).split("?")[0]);
      } catch {
        return;
      }
      await ensureVariant(storageDir, file);
    });
    await storage.register(import_static.default, { root: storageDir, prefix: STORAGE_PREFIX, decorateReply: false, maxAge: "30d", index: false });
  });
}, { name: "static-files" });

// server/plugins/views.ts
var import_node_crypto2 = require("node:crypto");
var import_node_fs6 = require("node:fs");
var import_node_path9 = __toESM(require("node:path"));
var import_view = __toESM(require("@fastify/view"));
var import_fastify_plugin15 = __toESM(require("fastify-plugin"));
var import_handlebars = __toESM(require("handlebars"));
function escapeHtml(value) {
  return String(value ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
function islandsIn(html) {
  return [...new Set([...html.matchAll(/data-island="([a-z0-9-]+)"/g)].map((m) => m[1]))];
}
function scriptJson(value) {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
var MOUNT_POINTS = /* @__PURE__ */ Symbol("mount points");
var templateSource = (file) => (0, import_node_fs6.readFileSync)(file, "utf8").replace(/^<!--[\s\S]*?-->\s*/, "").trimEnd();
function shopTemplates(dir, translate) {
  const engine = import_handlebars.default.create();
  const compile = (file) => engine.template(new Function(`return ${engine.precompile(templateSource(file))}`)());
  engine.registerHelper("json", (value) => new engine.SafeString(escapeHtml(JSON.stringify(value ?? null))));
  engine.registerHelper("t", (id2, options) => {
    const language = options.data.root?.language;
    return translate(isLanguage(language) ? language : DEFAULT_LANGUAGE, String(id2), options.hash);
  });
  engine.registerHelper("islandHtml", (name, props, options) => {
    const points = options.data.root?.[MOUNT_POINTS];
    if (!points || typeof name !== "string") return "";
    points.jobs.push({ name, props: props !== null && typeof props === "object" && !Array.isArray(props) ? props : {} });
    return new engine.SafeString(`<!--${points.marker}:${points.jobs.length - 1}-->`);
  });
  const partials = import_node_path9.default.join(dir, "partials");
  for (const file of (0, import_node_fs6.readdirSync)(partials).filter((f) => f.endsWith(".html"))) {
    engine.registerPartial(file.replace(/\.html$/, ""), compile(import_node_path9.default.join(partials, file)));
  }
  const templates = /* @__PURE__ */ new Map();
  for (const file of (0, import_node_fs6.readdirSync)(dir).filter((f) => f.endsWith(".html"))) {
    templates.set(file.replace(/\.html$/, ""), compile(import_node_path9.default.join(dir, file)));
  }
  return {
    engine,
    template(name) {
      const found = templates.get(name);
      if (!found) throw new Error(`No template server/views/${name}.html`);
      return found;
    }
  };
}
var views_default = (0, import_fastify_plugin15.default)(async (app, { dir, layoutData: layoutData2, islands }) => {
  const { engine, template } = shopTemplates(dir, (language, id2, values) => app.texts.t(language, id2, values));
  await app.register(import_view.default, { engine: { handlebars: engine }, production: true, root: dir });
  const render = (compiled, data) => app.view(compiled, data);
  async function renderPage(request, name, vars) {
    const layout = await layoutData2(request);
    const state = { ...layout.state, ...vars.state };
    const points = { marker: `haat-island-${(0, import_node_crypto2.randomUUID)()}`, jobs: [] };
    const data = { ...layout, ...vars, language: request.language, [MOUNT_POINTS]: points };
    let html = await render(template("layout"), { ...data, body: await render(template(name), data) });
    const found = islandsIn(html);
    const locale = request.locale;
    if (points.jobs.length > 0) {
      const texts = { locale, messages: app.texts.browserMessages(request.language, found) };
      const markup = islands ? await islands.render(points.jobs, state, texts) : [];
      html = html.replace(new RegExp(`<!--${points.marker}:(\\d+)-->`, "g"), (_m, i) => markup[Number(i)] ?? "");
    }
    const assets = app.manifest.assetsFor(found);
    const preloaded = found.length > 0 ? `<script type="application/json" id="haat-state">${scriptJson(state)}</script><script type="application/json" id="haat-messages" data-locale="${locale}" data-src="${app.manifest.textsFor(locale)}"></script>` : "";
    const head = html.indexOf("</head>");
    const end = html.lastIndexOf("</body>");
    return html.slice(0, head) + assets.head + html.slice(head, end) + preloaded + assets.body + html.slice(end);
  }
  app.decorate("renderPage", renderPage);
  app.decorate(
    "renderErrorPage",
    (request, status, message) => renderPage(request, "error", { title: status === 404 ? request.t("pages.notFoundTitle") : request.t("pages.errorTitle"), status, message })
  );
  app.decorateReply("page", async function(name, vars) {
    const html = await renderPage(this.request, name, vars);
    return this.type("text/html; charset=utf-8").header("cache-control", "no-store").send(html);
  });
}, { name: "views", dependencies: ["manifest", "i18n"] });

// server/ssr/islandRenderer.ts
var import_node_fs7 = require("node:fs");
var import_node_module = require("node:module");
var import_node_path10 = __toESM(require("node:path"));
function bundleRenderer(root, log) {
  const file = import_node_path10.default.join(root, "dist/ssr/islands.js");
  if (!(0, import_node_fs7.existsSync)(file)) return null;
  const load = (0, import_node_module.createRequire)(file);
  let bundle = null;
  let stamp = 0;
  return {
    render(jobs, state, texts) {
      const mtime = (0, import_node_fs7.statSync)(file).mtimeMs;
      if (!bundle || mtime !== stamp) {
        delete load.cache[file];
        bundle = load(file);
        stamp = mtime;
      }
      return bundle.renderIslands(jobs, state, texts, log);
    }
  };
}

// server/plugins/xsrf.ts
var import_node_crypto3 = require("node:crypto");
var import_fastify_plugin16 = __toESM(require("fastify-plugin"));
var XSRF_COOKIE = "XSRF-TOKEN";
var XSRF_HEADER = "x-xsrf-token";
var XSRF_MESSAGE_TEXT = serverText("server.securityToken");
var XSRF_MESSAGE = inEnglish(XSRF_MESSAGE_TEXT);
var SAFE_METHODS = /* @__PURE__ */ new Set(["GET", "HEAD", "OPTIONS"]);
var MAX_VALID_PAIRS = 1e4;
async function appSecret(app) {
  const fresh = (0, import_node_crypto3.randomBytes)(32).toString("base64url");
  await app.db.insertInto("app_settings").values({ key: "app_secret", value: fresh }).onConflict((oc) => oc.column("key").doNothing()).execute();
  const row = await app.db.selectFrom("app_settings").select("value").where("key", "=", "app_secret").executeTakeFirstOrThrow();
  return row.value;
}
var xsrf_default = (0, import_fastify_plugin16.default)(async (app, { secureCookies }) => {
  const secret = await appSecret(app);
  const sign = (nonce, session) => (0, import_node_crypto3.createHmac)("sha256", secret).update(`${nonce}.${session}`).digest("base64url").slice(0, 32);
  const mint = (session) => {
    const nonce = (0, import_node_crypto3.randomBytes)(18).toString("base64url");
    return `${nonce}.${sign(nonce, session)}`;
  };
  const validPairs = /* @__PURE__ */ new Map();
  const valid = (token, session) => {
    if (!token) return false;
    if (validPairs.get(token) === session) return true;
    const [nonce, mac] = token.split(".");
    if (!nonce || !mac) return false;
    const expected = Buffer.from(sign(nonce, session));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !(0, import_node_crypto3.timingSafeEqual)(expected, given)) return false;
    if (validPairs.size >= MAX_VALID_PAIRS) validPairs.clear();
    validPairs.set(token, session);
    return true;
  };
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const cookie2 = request.cookies[XSRF_COOKIE];
    const header = request.headers[XSRF_HEADER];
    if (!valid(cookie2, request.cookies[SESSION_COOKIE] ?? "") || typeof header !== "string" || header !== cookie2) {
      return reply.code(403).send({ message: say(request.t, XSRF_MESSAGE_TEXT) });
    }
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (/\bpublic\b/.test(String(reply.getHeader("cache-control") ?? ""))) return payload;
    const session = request.session?.cookieAfter(request.cookies[SESSION_COOKIE]) ?? request.cookies[SESSION_COOKIE] ?? "";
    if (!valid(request.cookies[XSRF_COOKIE], session)) {
      reply.setCookie(XSRF_COOKIE, mint(session), { path: "/", httpOnly: false, sameSite: "lax", secure: secureCookies });
    }
    return payload;
  });
}, { name: "xsrf", dependencies: ["db"] });

// shared/api/accountContract.ts
var GENDERS = ["Male", "Female", "Undefined"];
var ORDER_PAGE_SIZES = [5, 10, 15];

// server/checkout/checkoutState.ts
var QUOTE_TTL_MS = 30 * 60 * 1e3;
function checkoutFor(saved, cartId) {
  if (saved?.cartId === cartId) return saved;
  return { cartId, placedOrderId: saved?.placedOrderId };
}
function checkoutShipping(saved, cartId) {
  const amount = saved?.cartId === cartId ? saved.shippingAmount : void 0;
  return amount !== void 0 && Number.isInteger(amount) && amount >= 0 ? amount : 0;
}

// server/checkout/shipping.ts
var METHODS = {
  flatrate_flatrate: { name: "server.shippingExpress", courierName: "server.shippingPathaoExpress", deliveryType: "12", description: "server.shippingExpressNote" },
  free_free: { name: "server.shippingRegular", courierName: "server.shippingPathaoRegular", deliveryType: "48", description: "server.shippingRegularNote" }
};
var english2 = (id2) => englishTexts(id2);
var SHIPPING_CODES = Object.keys(METHODS);
var FLAT_RATE_POISHA = 12e3;
function shippingMethods(active, words = english2) {
  return SHIPPING_CODES.map((code) => {
    const title = words(active ? METHODS[code].courierName : METHODS[code].name);
    return { code, method: code, title, method_title: title, description: words(METHODS[code].description), delivery_type: METHODS[code].deliveryType };
  });
}
var shippingTitle = (code, active) => shippingMethods(active).find((m) => m.code === code).title;
var deliveryTypeOf = (code) => METHODS[code].deliveryType;
var paymentMethods = (words = english2) => [
  { method: "cashondelivery", method_title: words("server.paymentCashOnDelivery"), description: words("server.paymentCashOnDeliveryNote"), sort: 1 }
];
var METHOD_TITLES = [
  "server.shippingExpress",
  "server.shippingRegular",
  "server.shippingPathaoExpress",
  "server.shippingPathaoRegular",
  "server.paymentCashOnDelivery"
];
function methodTitleIn(recorded, words) {
  const id2 = METHOD_TITLES.find((title) => englishTexts(title) === recorded);
  return id2 ? words(id2) : recorded;
}
var NO_COURIER_PLACE_TEXT = serverText("server.noCourierPlace");
var NO_COURIER_PLACE = inEnglish(NO_COURIER_PLACE_TEXT);
function keptQuote(state, ask, now) {
  return (state.quotes ?? []).find((q) => now - q.at < QUOTE_TTL_MS && q.cityId === ask.cityId && q.zoneId === ask.zoneId && q.deliveryType === ask.deliveryType && q.weightKg === ask.weightKg);
}
async function courierQuote({ courier }, state, ask, now = Date.now()) {
  const kept = keptQuote(state, ask, now);
  if (kept) return kept.price;
  const price = await courier.price(ask);
  state.quotes = [...(state.quotes ?? []).filter((q) => now - q.at < QUOTE_TTL_MS), { ...ask, price, at: now }].slice(-6);
  return price;
}
function courierAsk({ method, address, itemsQty }) {
  if (!address.city_id || !address.zone_id) throw new Refused(NO_COURIER_PLACE_TEXT);
  return { cityId: address.city_id, zoneId: address.zone_id, deliveryType: deliveryTypeOf(method), weightKg: parcelWeight(itemsQty) };
}
function knownCharge(integration, state, parcel, now = Date.now()) {
  if (!integration.active) return parcel.method === "flatrate_flatrate" ? FLAT_RATE_POISHA : 0;
  return keptQuote(state, courierAsk(parcel), now)?.price ?? null;
}
async function shippingCharge(integration, state, parcel) {
  return knownCharge(integration, state, parcel) ?? courierQuote(integration, state, courierAsk(parcel));
}

// server/address/bangla/names.json
var names_default = {
  Bagerhat: {
    name: "\u09AC\u09BE\u0997\u09C7\u09B0\u09B9\u09BE\u099F",
    thanas: {
      "Bagerhat Sadar": "\u09AC\u09BE\u0997\u09C7\u09B0\u09B9\u09BE\u099F \u09B8\u09A6\u09B0",
      Chitalmari: "\u099A\u09BF\u09A4\u09B2\u09AE\u09BE\u09A1\u09BC\u09BF",
      Fakirhat: "\u09AB\u0995\u09BF\u09B0\u09B9\u09BE\u099F",
      Kachua: "\u0995\u099A\u09C1\u09AF\u09BC\u09BE",
      Mollahat: "\u09AE\u09CB\u09B2\u09CD\u09B2\u09BE\u09B9\u09BE\u099F",
      Mongla: "\u09AE\u0982\u09B2\u09BE",
      Morrelganj: "\u09AE\u09B0\u09C7\u09B2\u0997\u099E\u09CD\u099C",
      Rampal: "\u09B0\u09BE\u09AE\u09AA\u09BE\u09B2",
      Sarankhola: "\u09B8\u09CD\u09AE\u09B0\u09A3\u0996\u09CB\u09B2\u09BE"
    }
  },
  Bandarban: {
    name: "\u09AC\u09BE\u09A8\u09CD\u09A6\u09B0\u09AC\u09BE\u09A8",
    thanas: {
      "Ali kadam": "\u0986\u09B2\u09C0 \u0995\u09A6\u09AE",
      "Bandarban Sadar": "\u09AC\u09BE\u09A8\u09CD\u09A6\u09B0\u09AC\u09A8 \u09B8\u09A6\u09B0",
      Lama: "\u09B2\u09BE\u09AE\u09BE",
      Naikhongchhari: "\u09A8\u09BE\u0987\u0996\u0982\u099B\u09A1\u09BC\u09BF",
      Rowangchhari: "\u09B0\u0989\u09AF\u09BC\u09BE\u0982\u099B\u09A1\u09BC\u09BF",
      Ruma: "\u09B0\u09C1\u09AE\u09BE",
      Thanchi: "\u09A5\u09BE\u09A8\u099A\u09BF"
    }
  },
  Barguna: {
    name: "\u09AC\u09B0\u0997\u09C1\u09A8\u09BE",
    thanas: {
      Amtali: "\u0986\u09AE\u09A4\u09B2\u09C0",
      Bamna: "\u09AC\u09BE\u09AE\u09A8\u09BE",
      "Barguna Sadar": "\u09AC\u09B0\u0997\u09C1\u09A8\u09BE \u09B8\u09A6\u09B0",
      Betagi: "\u09AC\u09C7\u09A4\u09BE\u0997\u09BF",
      Patharghata: "\u09AA\u09BE\u09A5\u09B0\u0998\u09BE\u099F\u09BE",
      Taltali: "\u09A4\u09BE\u09B2\u09A4\u09B2\u09C0"
    }
  },
  Barisal: {
    name: "\u09AC\u09B0\u09BF\u09B6\u09BE\u09B2",
    thanas: {
      Agailjhara: "\u0986\u0997\u09BE\u0987\u09B2\u099D\u09B0\u09BE",
      Babuganj: "\u09AC\u09BE\u09AC\u09C1\u0997\u099E\u09CD\u099C",
      Bakerganj: "\u09AC\u09BE\u0995\u09C7\u09B0\u0997\u099E\u09CD\u099C",
      Banaripara: "\u09AC\u09BE\u09A8\u09BE\u09A1\u09BC\u09BF\u09AA\u09BE\u09B0\u09BE",
      "Barisal Sadar": "\u09AC\u09B0\u09BF\u09B6\u09BE\u09B2 \u09B8\u09A6\u09B0",
      Gaurnadi: "\u0997\u09CC\u09B0\u09A8\u09A6\u09C0",
      Hizla: "\u09B9\u09BF\u099C\u09B2\u09BE",
      Mehendiganj: "\u09AE\u09C7\u09B9\u09C7\u09A6\u09BF\u0997\u099E\u09CD\u099C",
      Muladi: "\u09AE\u09C1\u09B2\u09BE\u09A6\u09BF",
      Wazirpur: "\u0993\u09AF\u09BC\u09BE\u099C\u09BF\u09B0\u09AA\u09C1\u09B0"
    }
  },
  Bhola: {
    name: "\u09AD\u09CB\u09B2\u09BE",
    thanas: {
      "Bhola Sadar": "\u09AD\u09CB\u09B2\u09BE \u09B8\u09A6\u09B0",
      Burhanuddin: "\u09AC\u09C1\u09B0\u09B9\u09BE\u09A8\u0989\u09A6\u09CD\u09A6\u09BF\u09A8",
      "Char Fasson": "\u099A\u09B0 \u09AB\u09CD\u09AF\u09BE\u09B6\u09A8",
      Daulatkhan: "\u09A6\u09CC\u09B2\u09A4\u0996\u09BE\u09A8",
      Lalmohan: "\u09B2\u09BE\u09B2\u09AE\u09CB\u09B9\u09A8",
      Manpura: "\u09AE\u09A8\u09AA\u09C1\u09B0\u09BE",
      Tazumuddin: "\u09A4\u09BE\u099C\u09C1\u09AE\u09C1\u09A6\u09CD\u09A6\u09BF\u09A8"
    }
  },
  Bogra: {
    name: "\u09AC\u0997\u09C1\u09A1\u09BC\u09BE",
    thanas: {
      Adamdighi: "\u0986\u09A6\u09AE\u09A6\u09BF\u0998\u09C0",
      "Bogra Sadar": "\u09AC\u0997\u09C1\u09A1\u09BC\u09BE \u09B8\u09A6\u09B0",
      Dhunat: "\u09A7\u09C1\u09A8\u099F",
      Dhupchanchia: "\u09A6\u09C1\u09AA\u099A\u09BE\u099A\u09BF\u09AF\u09BC\u09BE",
      Gabtali: "\u0997\u09BE\u09AC\u09A4\u09B2\u09BF",
      Kahaloo: "\u0995\u09BE\u09B9\u09BE\u09B2\u09C1",
      Nandigram: "\u09A8\u09A8\u09CD\u09A6\u09BF\u0997\u09CD\u09B0\u09BE\u09AE",
      Sahajanpur: "\u09B6\u09BE\u09B9\u099C\u09BE\u09B9\u09BE\u09A8\u09AA\u09C1\u09B0",
      Sariakandi: "\u09B8\u09BE\u09B0\u09BF\u09AF\u09BC\u09BE\u0995\u09BE\u09A8\u09CD\u09A6\u09BF",
      Sherpur: "\u09B6\u09C7\u09B0\u09AA\u09C1\u09B0",
      Shibganj: "\u09B6\u09BF\u09AC\u0997\u099E\u09CD\u099C",
      Sonatala: "\u09B8\u09CB\u09A8\u09BE\u09A4\u09B2\u09BE"
    }
  },
  Brahmanbaria: {
    name: "\u09AC\u09CD\u09B0\u09BE\u09B9\u09CD\u09AE\u09A3\u09AC\u09BE\u09A1\u09BC\u09BF\u09AF\u09BC\u09BE",
    thanas: {
      Akhaura: "\u0986\u0996\u09BE\u0989\u09B0\u09BE",
      Ashuganj: "\u0986\u09B6\u09C1\u0997\u099E\u09CD\u099C",
      Bancharampur: "\u09AC\u09BE\u099E\u09CD\u099B\u09BE\u09B0\u09BE\u09AE\u09AA\u09C1\u09B0",
      Bijoynagar: "\u09AC\u09BF\u099C\u09AF\u09BC \u09A8\u0997\u09B0",
      "Brahmanbaria Sadar": "\u09AC\u09CD\u09B0\u09BE\u09B9\u09CD\u09AE\u09A3\u09AC\u09BE\u09A1\u09BC\u09BF\u09AF\u09BC\u09BE \u09B8\u09A6\u09B0",
      Kasba: "\u0995\u09B8\u09AC\u09BE",
      Nabinagar: "\u09A8\u09AC\u09C0\u09A8\u0997\u09B0",
      Nasirnagar: "\u09A8\u09BE\u09B8\u09BF\u09B0 \u09A8\u0997\u09B0",
      Sarail: "\u09B8\u09B0\u09BE\u0987\u09B2",
      "Shahbazpur Town": "\u09B6\u09BE\u09B9\u09AC\u09BE\u099C\u09AA\u09C1\u09B0 \u099F\u09BE\u0989\u09A8"
    }
  },
  Chandpur: {
    name: "\u099A\u09BE\u0981\u09A6\u09AA\u09C1\u09B0",
    thanas: {
      "Chandpur Sadar": "\u099A\u09BE\u0981\u09A6\u09AA\u09C1\u09B0 \u09B8\u09A6\u09B0",
      Faridganj: "\u09AB\u09B0\u09BF\u09A6\u0997\u099E\u09CD\u099C",
      Haimchar: "\u09B9\u09BE\u0987\u09AE\u099A\u09B0",
      Haziganj: "\u09B9\u09BE\u099C\u09C0\u0997\u099E\u09CD\u099C",
      Kachua: "\u0995\u099A\u09C1\u09AF\u09BC\u09BE",
      "Matlab Dakkhin": "\u09AE\u09A4\u09B2\u09AC \u09A6\u0995\u09CD\u09B7\u09BF\u09A3",
      "Matlab Uttar": "\u09AE\u09A4\u09B2\u09AC \u0989\u09A4\u09CD\u09A4\u09B0",
      Shahrasti: "\u09B6\u09BE\u09B9\u09B0\u09BE\u09B8\u09CD\u09A4\u09BF"
    }
  },
  Chapainawabganj: {
    name: "\u099A\u09BE\u0981\u09AA\u09BE\u0987\u09A8\u09AC\u09BE\u09AC\u0997\u099E\u09CD\u099C",
    thanas: {
      Bholahat: "\u09AD\u09CB\u09B2\u09BE\u09B9\u09BE\u099F",
      "Chapainawabganj Sadar": "\u099A\u09BE\u0981\u09AA\u09BE\u0987\u09A8\u09AC\u09BE\u09AC\u0997\u099E\u09CD\u099C \u09B8\u09A6\u09B0",
      Gomastapur: "\u0997\u09CB\u09AE\u09B8\u09CD\u09A4\u09BE\u09AA\u09C1\u09B0",
      Nachole: "\u09A8\u09BE\u099A\u09CB\u09B2",
      Shibganj: "\u09B6\u09BF\u09AC\u0997\u099E\u09CD\u099C"
    }
  },
  Chattogram: {
    name: "\u099A\u099F\u09CD\u099F\u0997\u09CD\u09B0\u09BE\u09AE",
    thanas: {
      Anwara: "\u0986\u09A8\u09CB\u09AF\u09BC\u09BE\u09B0\u09BE",
      Bandar: "\u09AC\u09A8\u09CD\u09A6\u09B0",
      Banshkhali: "\u09AC\u09BE\u09B6\u0996\u09BE\u09B2\u09BF",
      Boalkhali: "\u09AC\u09CB\u09AF\u09BC\u09BE\u09B2\u0996\u09BE\u09B2\u09BF",
      Chandanaish: "\u099A\u09A8\u09CD\u09A6\u09A8\u09BE\u0987\u09B6",
      Chandgaon: "\u099A\u09BE\u09A8\u09CD\u09A6\u0997\u09BE\u0981\u0993",
      "Double Mooring": "\u09A1\u09AC\u09B2\u09AE\u09C1\u09B0\u09BF\u0982",
      Fatikchhari: "\u09AB\u099F\u09BF\u0995\u099B\u09A1\u09BC\u09BF",
      Hathazari: "\u09B9\u09BE\u099F\u09B9\u09BE\u099C\u09BE\u09B0\u09C0",
      Kotwali: "\u0995\u09CB\u09A4\u09CB\u09AF\u09BC\u09BE\u09B2\u09C0",
      Lohagara: "\u09B2\u09CB\u09B9\u09BE\u0997\u09BE\u09B0\u09BE",
      Mirsharai: "\u09AE\u09BF\u09B0\u09B8\u09B0\u09BE\u0987",
      Pahartali: "\u09AA\u09BE\u09B9\u09BE\u09A1\u09BC\u09A4\u09B2\u09C0",
      Panchlaish: "\u09AA\u09BE\u0981\u099A\u09B2\u09BE\u0987\u09B6",
      Patiya: "\u09AA\u099F\u09BF\u09AF\u09BC\u09BE",
      Rangunia: "\u09B0\u09BE\u0999\u09CD\u0997\u09C1\u09A8\u09BF\u09AF\u09BC\u09BE",
      Raozan: "\u09B0\u09BE\u0989\u099C\u09BE\u09A8",
      Sandwip: "\u09B8\u09A8\u09CD\u09A6\u09CD\u09AC\u09C0\u09AA",
      Satkania: "\u09B8\u09BE\u09A4\u0995\u09BE\u09A8\u09BF\u09AF\u09BC\u09BE",
      Sitakunda: "\u09B8\u09C0\u09A4\u09BE\u0995\u09C1\u09A3\u09CD\u09A1"
    }
  },
  Chuadanga: {
    name: "\u099A\u09C1\u09AF\u09BC\u09BE\u09A1\u09BE\u0999\u09CD\u0997\u09BE",
    thanas: {
      Alamdanga: "\u0986\u09B2\u09AE\u09A1\u09BE\u0999\u09CD\u0997\u09BE",
      "Chuadanga Sadar": "\u099A\u09C1\u09AF\u09BC\u09BE\u09A1\u09BE\u0999\u09CD\u0997\u09BE \u09B8\u09A6\u09B0",
      Damurhuda: "\u09A6\u09BE\u09AE\u09C1\u09B0\u09B9\u09C1\u09A6\u09BE",
      Jibannagar: "\u099C\u09C0\u09AC\u09A8 \u09A8\u0997\u09B0"
    }
  },
  Comilla: {
    name: "\u0995\u09C1\u09AE\u09BF\u09B2\u09CD\u09B2\u09BE",
    thanas: {
      Barura: "\u09AC\u09A1\u09BC\u09C1\u09B0\u09BE",
      Brahmanpara: "\u09AC\u09CD\u09B0\u09BE\u09B9\u09CD\u09AE\u09A3\u09AA\u09BE\u09A1\u09BC\u09BE",
      Burichong: "\u09AC\u09C1\u09A1\u09BC\u09BF\u099A\u0982",
      Chandina: "\u099A\u09BE\u09A8\u09CD\u09A6\u09BF\u09A8\u09BE",
      Chauddagram: "\u099A\u09CC\u09A6\u09CD\u09A6\u0997\u09CD\u09B0\u09BE\u09AE",
      "Comilla Sadar": "\u0995\u09C1\u09AE\u09BF\u09B2\u09CD\u09B2\u09BE \u09B8\u09A6\u09B0",
      "Comilla Sadar South": "\u0995\u09C1\u09AE\u09BF\u09B2\u09CD\u09B2\u09BE \u09B8\u09A6\u09B0 \u09A6\u0995\u09CD\u09B7\u09BF\u09A3",
      Daudkandi: "\u09A6\u09BE\u0989\u09A6\u0995\u09BE\u09A8\u09CD\u09A6\u09BF",
      Debidwar: "\u09A6\u09C7\u09AC\u09C0\u09A6\u09CD\u09AC\u09BE\u09B0",
      Homna: "\u09B9\u09CB\u09AE\u09A8\u09BE",
      Laksam: "\u09B2\u09BE\u0995\u09B8\u09BE\u09AE",
      Meghna: "\u09AE\u09C7\u0998\u09A8\u09BE",
      Monohorgonj: "\u09AE\u09A8\u09CB\u09B9\u09B0\u0997\u099E\u09CD\u099C",
      Muradnagar: "\u09AE\u09C1\u09B0\u09BE\u09A6\u09A8\u0997\u09B0",
      Nangalkot: "\u09A8\u09BE\u0999\u09CD\u0997\u09BE\u09B2\u0995\u09CB\u099F",
      Titas: "\u09A4\u09BF\u09A4\u09BE\u09B8"
    }
  },
  "Cox's Bazar": {
    name: "\u0995\u0995\u09CD\u09B8\u09AC\u09BE\u099C\u09BE\u09B0",
    thanas: {
      Chakaria: "\u099A\u0995\u09B0\u09BF\u09AF\u09BC\u09BE",
      "Cox's Bazar Sadar": "\u0995\u0995\u09CD\u09B8\u09AC\u09BE\u099C\u09BE\u09B0 \u09B8\u09A6\u09B0",
      Eidgaon: "\u0988\u09A6\u0997\u09BE\u0981\u0993",
      Kutubdia: "\u0995\u09C1\u09A4\u09C1\u09AC\u09A6\u09BF\u09AF\u09BC\u09BE",
      Maheshkhali: "\u09AE\u09B9\u09C7\u09B6\u0996\u09BE\u09B2\u09C0",
      Pekua: "\u09AA\u09C7\u0995\u09C1\u09AF\u09BC\u09BE",
      Ramu: "\u09B0\u09BE\u09AE\u09C1",
      Teknaf: "\u099F\u09C7\u0995\u09A8\u09BE\u09AB",
      Ukhia: "\u0989\u0996\u09BF\u09AF\u09BC\u09BE"
    }
  },
  Dhaka: {
    name: "\u09A2\u09BE\u0995\u09BE",
    thanas: {
      Cantonment: "\u0995\u09CD\u09AF\u09BE\u09A8\u09CD\u099F\u09A8\u09AE\u09C7\u09A8\u09CD\u099F",
      Demra: "\u09A1\u09C7\u09AE\u09B0\u09BE",
      Dhamrai: "\u09A7\u09BE\u09AE\u09B0\u09BE\u0987",
      Dhanmondi: "\u09A7\u09BE\u09A8\u09AE\u09A8\u09CD\u09A1\u09BF",
      Dohar: "\u09A6\u09CB\u09B9\u09BE\u09B0",
      Gulshan: "\u0997\u09C1\u09B2\u09B6\u09BE\u09A8",
      Keraniganj: "\u0995\u09C7\u09B0\u09BE\u09A8\u09C0\u0997\u099E\u09CD\u099C",
      Kotwali: "\u0995\u09CB\u09A4\u09CB\u09AF\u09BC\u09BE\u09B2\u09C0",
      Lalbagh: "\u09B2\u09BE\u09B2\u09AC\u09BE\u0997",
      Mirpur: "\u09AE\u09BF\u09B0\u09AA\u09C1\u09B0",
      Mohammadpur: "\u09AE\u09CB\u09B9\u09BE\u09AE\u09CD\u09AE\u09A6\u09AA\u09C1\u09B0",
      Motijheel: "\u09AE\u09A4\u09BF\u099D\u09BF\u09B2",
      Nawabganj: "\u09A8\u09AC\u09BE\u09AC\u0997\u099E\u09CD\u099C",
      Pallabi: "\u09AA\u09B2\u09CD\u09B2\u09AC\u09C0",
      Ramna: "\u09B0\u09AE\u09A8\u09BE",
      Sabujbagh: "\u09B8\u09AC\u09C1\u099C\u09AC\u09BE\u0997",
      Savar: "\u09B8\u09BE\u09AD\u09BE\u09B0",
      Sutrapur: "\u09B8\u09C2\u09A4\u09CD\u09B0\u09BE\u09AA\u09C1\u09B0",
      Tejgaon: "\u09A4\u09C7\u099C\u0997\u09BE\u0981\u0993",
      Uttara: "\u0989\u09A4\u09CD\u09A4\u09B0\u09BE"
    }
  },
  Dinajpur: {
    name: "\u09A6\u09BF\u09A8\u09BE\u099C\u09AA\u09C1\u09B0",
    thanas: {
      Biral: "\u09AC\u09BF\u09A1\u09BC\u09BE\u09B2",
      Birampur: "\u09AC\u09BF\u09B0\u09BE\u09AE\u09AA\u09C1\u09B0",
      Birganj: "\u09AC\u09C0\u09B0\u0997\u099E\u09CD\u099C",
      Bochaganj: "\u09AC\u09CB\u099A\u09BE\u0997\u099E\u09CD\u099C",
      Chirirbandar: "\u099A\u09BF\u09B0\u09BF\u09B0\u09AC\u09A8\u09CD\u09A6\u09B0",
      "Dinajpur Sadar": "\u09A6\u09BF\u09A8\u09BE\u099C\u09AA\u09C1\u09B0 \u09B8\u09A6\u09B0",
      Ghoraghat: "\u0998\u09CB\u09A1\u09BC\u09BE\u0998\u09BE\u099F",
      Hakimpur: "\u09B9\u09BE\u0995\u09BF\u09AE\u09AA\u09C1\u09B0",
      Kaharole: "\u0995\u09BE\u09B9\u09BE\u09B0\u09CB\u09B2",
      Khansama: "\u0996\u09BE\u09A8\u09B8\u09BE\u09AE\u09BE",
      Nawabganj: "\u09A8\u09AC\u09BE\u09AC\u0997\u099E\u09CD\u099C",
      Parbatipur: "\u09AA\u09BE\u09B0\u09CD\u09AC\u09A4\u09C0\u09AA\u09C1\u09B0",
      Phulbari: "\u09AB\u09C1\u09B2\u09AC\u09BE\u09A1\u09BC\u09BF"
    }
  },
  Faridpur: {
    name: "\u09AB\u09B0\u09BF\u09A6\u09AA\u09C1\u09B0",
    thanas: {
      Alfadanga: "\u0986\u09B2\u09AB\u09BE\u09A1\u09BE\u0999\u09CD\u0997\u09BE",
      Bhanga: "\u09AD\u09BE\u0999\u09CD\u0997\u09BE",
      Boalmari: "\u09AC\u09CB\u09AF\u09BC\u09BE\u09B2\u09AE\u09BE\u09B0\u09C0",
      Charbhadrasan: "\u099A\u09B0\u09AD\u09A6\u09CD\u09B0\u09BE\u09B8\u09A8",
      "Faridpur Sadar": "\u09AB\u09B0\u09BF\u09A6\u09AA\u09C1\u09B0 \u09B8\u09A6\u09B0",
      Madhukhali: "\u09AE\u09A7\u09C1\u0996\u09BE\u09B2\u09BF",
      Nagarkanda: "\u09A8\u0997\u09B0\u0995\u09BE\u09A8\u09CD\u09A1",
      Sadarpur: "\u09B8\u09A6\u09B0\u09AA\u09C1\u09B0",
      Shaltha: "\u09B6\u09BE\u09B2\u09A5\u09BE"
    }
  },
  Feni: {
    name: "\u09AB\u09C7\u09A8\u09C0",
    thanas: {
      Chagalnaiya: "\u099B\u09BE\u0997\u09B2 \u09A8\u09BE\u0987\u09AF\u09BC\u09BE",
      Daganbhyan: "\u09A6\u09BE\u0997\u09BE\u09A8\u09AD\u09BF\u09AF\u09BC\u09BE",
      "Feni Sadar": "\u09AB\u09C7\u09A8\u09C0 \u09B8\u09A6\u09B0",
      Fhulgazi: "\u09AB\u09C1\u09B2\u0997\u09BE\u099C\u09BF",
      Parshuram: "\u09AA\u09B0\u09B6\u09C1\u09B0\u09BE\u09AE",
      Sonagazi: "\u09B8\u09CB\u09A8\u09BE\u0997\u09BE\u099C\u09BF"
    }
  },
  Gaibandha: {
    name: "\u0997\u09BE\u0987\u09AC\u09BE\u09A8\u09CD\u09A7\u09BE",
    thanas: {
      Fulchhari: "\u09AB\u09C1\u09B2\u099B\u09A1\u09BC\u09BF",
      "Gaibandha Sadar": "\u0997\u09BE\u0987\u09AC\u09BE\u09A8\u09CD\u09A7\u09BE \u09B8\u09A6\u09B0",
      Gobindaganj: "\u0997\u09CB\u09AC\u09BF\u09A8\u09CD\u09A6\u0997\u099E\u09CD\u099C",
      Palashbari: "\u09AA\u09B2\u09BE\u09B6\u09AC\u09BE\u09A1\u09BC\u09C0",
      Sadullapur: "\u09B8\u09BE\u09A6\u09C1\u09B2\u09CD\u09AF\u09BE\u09AA\u09C1\u09B0",
      Saghata: "\u09B8\u09BE\u0998\u09BE\u099F\u09BE",
      Sundarganj: "\u09B8\u09C1\u09A8\u09CD\u09A6\u09B0\u0997\u099E\u09CD\u099C"
    }
  },
  Gazipur: {
    name: "\u0997\u09BE\u099C\u09C0\u09AA\u09C1\u09B0",
    thanas: {
      "Gazipur Sadar-Joydebpur": "\u0997\u09BE\u099C\u09C0\u09AA\u09C1\u09B0 \u09B8\u09A6\u09B0",
      Kaliakior: "\u0995\u09BE\u09B2\u09BF\u09AF\u09BC\u09BE\u0995\u09C8\u09B0",
      Kaliganj: "\u0995\u09BE\u09B2\u09C0\u0997\u099E\u09CD\u099C",
      Kapasia: "\u0995\u09BE\u09AA\u09BE\u09B8\u09BF\u09AF\u09BC\u09BE",
      Sripur: "\u09B6\u09CD\u09B0\u09C0\u09AA\u09C1\u09B0",
      Tongi: "\u099F\u0999\u09CD\u0997\u09BF"
    }
  },
  Gopalganj: {
    name: "\u0997\u09CB\u09AA\u09BE\u09B2\u0997\u099E\u09CD\u099C",
    thanas: {
      "Gopalganj Sadar": "\u0997\u09CB\u09AA\u09BE\u09B2\u0997\u099E\u09CD\u099C \u09B8\u09A6\u09B0",
      Kashiani: "\u0995\u09BE\u09B6\u09BF\u09AF\u09BC\u09BE\u09A8\u09BF",
      Kotalipara: "\u0995\u09CB\u099F\u09BE\u09B2\u09BF\u09AA\u09BE\u09A1\u09BC\u09BE",
      Muksudpur: "\u09AE\u09C1\u0995\u09B8\u09C1\u09A6\u09AA\u09C1\u09B0",
      Tungipara: "\u099F\u09C1\u0999\u09CD\u0997\u09BF\u09AA\u09BE\u09A1\u09BC\u09BE"
    }
  },
  Habiganj: {
    name: "\u09B9\u09AC\u09BF\u0997\u099E\u09CD\u099C",
    thanas: {
      Ajmiriganj: "\u0986\u099C\u09AE\u09BF\u09B0\u09BF\u0997\u099E\u09CD\u099C",
      Bahubal: "\u09AC\u09BE\u09B9\u09C1\u09AC\u09B2",
      Baniachang: "\u09AC\u09BE\u09A8\u09BF\u09AF\u09BC\u09BE\u099A\u0982",
      Chunarughat: "\u099A\u09C1\u09A8\u09BE\u09B0\u09C1\u0998\u09BE\u099F",
      "Habiganj Sadar": "\u09B9\u09AC\u09BF\u0997\u099E\u09CD\u099C \u09B8\u09A6\u09B0",
      Lakhai: "\u09B2\u09BE\u0995\u09CD\u09B7\u09BE\u0987",
      Madhabpur: "\u09AE\u09BE\u09A7\u09AC\u09AA\u09C1\u09B0",
      Nabiganj: "\u09A8\u09AC\u09C0\u0997\u099E\u09CD\u099C",
      Shaistagonj: "\u09B6\u09BE\u09AF\u09BC\u09C7\u09B8\u09CD\u09A4\u09BE\u0997\u099E\u09CD\u099C"
    }
  },
  Jamalpur: {
    name: "\u099C\u09BE\u09AE\u09BE\u09B2\u09AA\u09C1\u09B0",
    thanas: {
      Baksiganj: "\u09AC\u0995\u09B8\u09BF\u0997\u099E\u09CD\u099C",
      Dewanganj: "\u09A6\u09C7\u0993\u09AF\u09BC\u09BE\u09A8\u0997\u099E\u09CD\u099C",
      Islampur: "\u0987\u09B8\u09B2\u09BE\u09AE\u09AA\u09C1\u09B0",
      "Jamalpur Sadar": "\u099C\u09BE\u09AE\u09BE\u09B2\u09AA\u09C1\u09B0 \u09B8\u09A6\u09B0",
      Madarganj: "\u09AE\u09BE\u09A6\u09BE\u09B0\u0997\u099E\u09CD\u099C",
      Melandaha: "\u09AE\u09C7\u09B2\u09BE\u09A8\u09A6\u09BE\u09B9\u09BE",
      "Narundi Police I.C": "\u09A8\u09BE\u09B0\u09C1\u09A8\u09CD\u09A6\u09BF",
      Sarishabari: "\u09B8\u09B0\u09BF\u09B7\u09BE\u09AC\u09BE\u09A1\u09BC\u09BF"
    }
  },
  Jessore: {
    name: "\u09AF\u09B6\u09CB\u09B0",
    thanas: {
      Abhaynagar: "\u0985\u09AD\u09AF\u09BC\u09A8\u0997\u09B0",
      Bagherpara: "\u09AC\u09BE\u0998\u09C7\u09B0 \u09AA\u09BE\u09A1\u09BC\u09BE",
      Chaugachha: "\u099A\u09CC\u0997\u09BE\u099B\u09BE",
      "Jessore Sadar": "\u09AF\u09B6\u09CB\u09B0 \u09B8\u09A6\u09B0",
      Jhikargachha: "\u099D\u09BF\u0995\u09B0\u0997\u09BE\u099B\u09BE",
      Keshabpur: "\u0995\u09C7\u09B6\u09AC\u09AA\u09C1\u09B0",
      Manirampur: "\u09AE\u09A8\u09BF\u09B0\u09BE\u09AE\u09AA\u09C1\u09B0",
      Sharsha: "\u09B8\u09BE\u09B0\u09B6\u09BE"
    }
  },
  Jhalokati: {
    name: "\u099D\u09BE\u09B2\u0995\u09BE\u09A0\u09BF",
    thanas: {
      "Jhalokati Sadar": "\u099D\u09BE\u09B2\u0995\u09BE\u09A0\u09BF \u09B8\u09A6\u09B0",
      Kathalia: "\u0995\u09BE\u0981\u09A0\u09BE\u09B2\u09BF\u09AF\u09BC\u09BE",
      Nalchity: "\u09A8\u09BE\u09B2\u099A\u09BF\u09A4\u09BF",
      Rajapur: "\u09B0\u09BE\u099C\u09BE\u09AA\u09C1\u09B0"
    }
  },
  Jhenaidah: {
    name: "\u099D\u09BF\u09A8\u09BE\u0987\u09A6\u09B9",
    thanas: {
      Harinakunda: "\u09B9\u09BE\u09A1\u09BC\u09BF\u09A8\u09BE\u0995\u09C1\u09A8\u09CD\u09A6\u09BE",
      "Jhenaidah Sadar": "\u099D\u09BF\u09A8\u09BE\u0987\u09A6\u09B9 \u09B8\u09A6\u09B0",
      Kaliganj: "\u0995\u09BE\u09B2\u09C0\u0997\u099E\u09CD\u099C",
      Kotchandpur: "\u0995\u09CB\u099F \u099A\u09BE\u0981\u09A6\u09AA\u09C1\u09B0",
      Maheshpur: "\u09AE\u09B9\u09C7\u09B6\u09AA\u09C1\u09B0",
      Shailkupa: "\u09B6\u09C8\u09B2\u0995\u09C1\u09AA\u09BE"
    }
  },
  Joypurhat: {
    name: "\u099C\u09AF\u09BC\u09AA\u09C1\u09B0\u09B9\u09BE\u099F",
    thanas: {
      Akkelpur: "\u0986\u0995\u09CD\u0995\u09C7\u09B2\u09AA\u09C1\u09B0",
      "Joypurhat Sadar": "\u099C\u09AF\u09BC\u09AA\u09C1\u09B0\u09B9\u09BE\u099F \u09B8\u09A6\u09B0",
      Kalai: "\u0995\u09BE\u09B2\u09BE\u0987",
      Khetlal: "\u0996\u09C7\u09A4\u09B2\u09BE\u09B2",
      Panchbibi: "\u09AA\u09BE\u0981\u099A\u09AC\u09BF\u09AC\u09BF"
    }
  },
  Khagrachari: {
    name: "\u0996\u09BE\u0997\u09A1\u09BC\u09BE\u099B\u09A1\u09BC\u09BF",
    thanas: {
      Dighinala: "\u09A6\u09BF\u0998\u09BF\u09A8\u09BE\u09B2\u09BE",
      Khagrachhari: "\u0996\u09BE\u0997\u09A1\u09BC\u09BE\u099B\u09A1\u09BC\u09BF",
      Lakshmichhari: "\u09B2\u0995\u09CD\u09B7\u09CD\u09AE\u09C0\u099B\u09A1\u09BC\u09BF",
      Mahalchhari: "\u09AE\u09B9\u09B2\u099B\u09A1\u09BC\u09BF",
      Manikchhari: "\u09AE\u09BE\u09A8\u09BF\u0995\u099B\u09A1\u09BC\u09BF",
      Matiranga: "\u09AE\u09BE\u099F\u09BF\u09B0\u09BE\u0999\u09CD\u0997\u09BE",
      Panchhari: "\u09AA\u09BE\u09A8\u099B\u09A1\u09BC\u09BF",
      Ramgarh: "\u09B0\u09BE\u09AE\u0997\u09A1\u09BC"
    }
  },
  Khulna: {
    name: "\u0996\u09C1\u09B2\u09A8\u09BE",
    thanas: {
      Batiaghata: "\u09AC\u09BE\u099F\u09BF\u09AF\u09BC\u09BE\u0998\u09BE\u099F\u09BE",
      Dacope: "\u09A6\u09BE\u0995\u09CB\u09AA",
      Daulatpur: "\u09A6\u09CC\u09B2\u09A4\u09AA\u09C1\u09B0",
      Dighalia: "\u09A6\u09BF\u0998\u09B2\u09BF\u09AF\u09BC\u09BE",
      Dumuria: "\u09A1\u09C1\u09AE\u09C1\u09B0\u09BF\u09AF\u09BC\u09BE",
      "Khulna Sadar": "\u0996\u09C1\u09B2\u09A8\u09BE \u09B8\u09A6\u09B0",
      Koyra: "\u0995\u09AF\u09BC\u09A1\u09BC\u09BE",
      Paikgachha: "\u09AA\u09BE\u0987\u0995\u0997\u09BE\u099B\u09BE",
      Phultala: "\u09AB\u09C1\u09B2\u09A4\u09B2\u09BE",
      Rupsa: "\u09B0\u09C2\u09AA\u09B8\u09BE",
      Sonadanga: "\u09B8\u09CB\u09A8\u09BE\u09A1\u09BE\u0999\u09CD\u0997\u09BE",
      Terokhada: "\u09A4\u09C7\u09B0\u09CB\u0996\u09BE\u09A6\u09BE"
    }
  },
  Kishoreganj: {
    name: "\u0995\u09BF\u09B6\u09CB\u09B0\u0997\u099E\u09CD\u099C",
    thanas: {
      Astagram: "\u0985\u09B7\u09CD\u099F\u0997\u09CD\u09B0\u09BE\u09AE",
      Bajitpur: "\u09AC\u09BE\u099C\u09BF\u09A4\u09AA\u09C1\u09B0",
      Bhairab: "\u09AD\u09C8\u09B0\u09AC",
      Hossainpur: "\u09B9\u09CB\u09B8\u09C7\u09A8\u09AA\u09C1\u09B0",
      Itna: "\u0987\u099F\u09A8\u09BE",
      Karimganj: "\u0995\u09B0\u09BF\u09AE\u0997\u099E\u09CD\u099C",
      Katiadi: "\u0995\u09A4\u09BF\u09AF\u09BC\u09BE\u09A6\u09BF",
      "Kishoreganj Sadar": "\u0995\u09BF\u09B6\u09CB\u09B0\u0997\u099E\u09CD\u099C \u09B8\u09A6\u09B0",
      Kuliarchar: "\u0995\u09C1\u09B2\u09BF\u09AF\u09BC\u09BE\u09B0\u099A\u09B0",
      Mithamain: "\u09AE\u09BF\u09A0\u09BE\u09AE\u09BE\u0987\u09A8",
      Nikli: "\u09A8\u09BF\u0995\u09B2\u09BF",
      Pakundia: "\u09AA\u09BE\u0995\u09C1\u09A8\u09CD\u09A1\u09BE",
      Tarail: "\u09A4\u09BE\u09A1\u09BC\u09BE\u0987\u09B2"
    }
  },
  Kurigram: {
    name: "\u0995\u09C1\u09A1\u09BC\u09BF\u0997\u09CD\u09B0\u09BE\u09AE",
    thanas: {
      Bhurungamari: "\u09AD\u09C1\u09B0\u09C1\u0999\u09CD\u0997\u09BE\u09AE\u09BE\u09B0\u09BF",
      "Char Rajibpur": "\u099A\u09B0 \u09B0\u09BE\u099C\u09BF\u09AC\u09AA\u09C1\u09B0",
      Chilmari: "\u099A\u09BF\u09B2\u09AE\u09BE\u09B0\u09BF",
      "Kurigram Sadar": "\u0995\u09C1\u09A1\u09BC\u09BF\u0997\u09CD\u09B0\u09BE\u09AE \u09B8\u09A6\u09B0",
      Nageshwari: "\u09A8\u09BE\u0997\u09C7\u09B6\u09CD\u09AC\u09B0\u09C0",
      Phulbari: "\u09AB\u09C1\u09B2\u09AC\u09BE\u09A1\u09BC\u09BF",
      Rajarhat: "\u09B0\u09BE\u099C\u09BE\u09B0\u09B9\u09BE\u099F",
      Rowmari: "\u09B0\u0989\u09AE\u09BE\u09B0\u09BF",
      Ulipur: "\u0989\u09B2\u09BF\u09AA\u09C1\u09B0"
    }
  },
  Kushtia: {
    name: "\u0995\u09C1\u09B7\u09CD\u099F\u09BF\u09AF\u09BC\u09BE",
    thanas: {
      Bheramara: "\u09AD\u09C7\u09B0\u09BE\u09AE\u09BE\u09B0\u09BE",
      Daulatpur: "\u09A6\u09CC\u09B2\u09A4\u09AA\u09C1\u09B0",
      Khoksa: "\u0996\u09CB\u0995\u09B8\u09BE",
      Kumarkhali: "\u0995\u09C1\u09AE\u09BE\u09B0\u0996\u09BE\u09B2\u09BF",
      "Kushtia Sadar": "\u0995\u09C1\u09B7\u09CD\u099F\u09BF\u09AF\u09BC\u09BE \u09B8\u09A6\u09B0",
      Mirpur: "\u09AE\u09BF\u09B0\u09AA\u09C1\u09B0"
    }
  },
  Lakshmipur: {
    name: "\u09B2\u0995\u09CD\u09B7\u09CD\u09AE\u09C0\u09AA\u09C1\u09B0",
    thanas: {
      "Komol Nagar": "\u0995\u09AE\u09B2 \u09A8\u0997\u09B0",
      "Lakshmipur Sadar": "\u09B2\u0995\u09CD\u09B7\u09CD\u09AE\u09C0\u09AA\u09C1\u09B0 \u09B8\u09A6\u09B0",
      Raipur: "\u09B0\u09BE\u09AF\u09BC\u09AA\u09C1\u09B0",
      Ramganj: "\u09B0\u09BE\u09AE\u0997\u099E\u09CD\u099C",
      Ramgati: "\u09B0\u09BE\u09AE\u0997\u09A4\u09BF"
    }
  },
  Lalmonirhat: {
    name: "\u09B2\u09BE\u09B2\u09AE\u09A8\u09BF\u09B0\u09B9\u09BE\u099F",
    thanas: {
      Aditmari: "\u0986\u09A6\u09BF\u09A4\u09AE\u09BE\u09B0\u09BF",
      Hatibandha: "\u09B9\u09BE\u09A4\u09BF\u09AC\u09BE\u09A8\u09CD\u09A7\u09BE",
      Kaliganj: "\u0995\u09BE\u09B2\u09C0\u0997\u099E\u09CD\u099C",
      "Lalmonirhat Sadar": "\u09B2\u09BE\u09B2\u09AE\u09A8\u09BF\u09B0\u09B9\u09BE\u099F \u09B8\u09A6\u09B0",
      Patgram: "\u09AA\u09BE\u099F\u0997\u09CD\u09B0\u09BE\u09AE"
    }
  },
  Madaripur: {
    name: "\u09AE\u09BE\u09A6\u09BE\u09B0\u09C0\u09AA\u09C1\u09B0",
    thanas: {
      Dasar: "\u09A6\u09B6\u09B0",
      Kalkini: "\u0995\u09BE\u09B2\u0995\u09BF\u09A8\u09BF",
      "Madaripur Sadar": "\u09AE\u09BE\u09A6\u09BE\u09B0\u09C0\u09AA\u09C1\u09B0 \u09B8\u09A6\u09B0",
      Rajoir: "\u09B0\u09BE\u099C\u0987\u09B0",
      Shibchar: "\u09B6\u09BF\u09AC\u099A\u09B0"
    }
  },
  Magura: {
    name: "\u09AE\u09BE\u0997\u09C1\u09B0\u09BE",
    thanas: {
      "Magura Sadar": "\u09AE\u09BE\u0997\u09C1\u09B0\u09BE \u09B8\u09A6\u09B0",
      Mohammadpur: "\u09AE\u09CB\u09B9\u09BE\u09AE\u09CD\u09AE\u09BE\u09A6\u09AA\u09C1\u09B0",
      Shalikha: "\u09B6\u09BE\u09B2\u09BF\u0996\u09BE",
      Sreepur: "\u09B6\u09CD\u09B0\u09C0\u09AA\u09C1\u09B0"
    }
  },
  Manikganj: {
    name: "\u09AE\u09BE\u09A8\u09BF\u0995\u0997\u099E\u09CD\u099C",
    thanas: {
      Daulatpur: "\u09A6\u09CC\u09B2\u09A4\u09AA\u09C1\u09B0",
      Ghior: "\u0998\u09BF\u0993\u09B0",
      Harirampur: "\u09B9\u09B0\u09BF\u09B0\u09BE\u09AE\u09AA\u09C1\u09B0",
      "Manikganj Sadar": "\u09AE\u09BE\u09A8\u09BF\u0995\u0997\u099E\u09CD\u099C \u09B8\u09A6\u09B0",
      Saturia: "\u09B8\u09BE\u099F\u09C1\u09B0\u09BF\u09AF\u09BC\u09BE",
      Shibalaya: "\u09B6\u09BF\u09AC\u09BE\u09B2\u09AF\u09BC",
      Singair: "\u09B8\u09BF\u0999\u09CD\u0997\u09BE\u0987\u09B0"
    }
  },
  Meherpur: {
    name: "\u09AE\u09C7\u09B9\u09C7\u09B0\u09AA\u09C1\u09B0",
    thanas: {
      Gangni: "\u0997\u09BE\u0982\u09A8\u09C0",
      "Meherpur Sadar": "\u09AE\u09C7\u09B9\u09C7\u09B0\u09AA\u09C1\u09B0 \u09B8\u09A6\u09B0",
      Mujibnagar: "\u09AE\u09C1\u099C\u09BF\u09AC \u09A8\u0997\u09B0"
    }
  },
  Moulvibazar: {
    name: "\u09AE\u09CC\u09B2\u09AD\u09C0\u09AC\u09BE\u099C\u09BE\u09B0",
    thanas: {
      Barlekha: "\u09AC\u09A1\u09BC\u09B2\u09C7\u0996\u09BE",
      Juri: "\u099C\u09C1\u09A1\u09BC\u09BF",
      Kamalganj: "\u0995\u09BE\u09AE\u09BE\u09B2\u0997\u099E\u09CD\u099C",
      Kulaura: "\u0995\u09C1\u09B2\u09BE\u0989\u09B0\u09BE",
      "Moulvibazar Sadar": "\u09AE\u09CC\u09B2\u09AD\u09C0\u09AC\u09BE\u099C\u09BE\u09B0 \u09B8\u09A6\u09B0",
      Rajnagar: "\u09B0\u09BE\u099C\u09A8\u0997\u09B0",
      Sreemangal: "\u09B6\u09CD\u09B0\u09C0\u09AE\u0999\u09CD\u0997\u09B2"
    }
  },
  Munshiganj: {
    name: "\u09AE\u09C1\u09A8\u09CD\u09B8\u09BF\u0997\u099E\u09CD\u099C",
    thanas: {
      Gazaria: "\u0997\u099C\u09BE\u09B0\u09BF\u09AF\u09BC\u09BE",
      Lohajang: "\u09B2\u09CB\u09B9\u09BE\u099C\u0982",
      "Munshiganj Sadar": "\u09AE\u09C1\u09A8\u09CD\u09B8\u09BF\u0997\u099E\u09CD\u099C \u09B8\u09A6\u09B0",
      Sirajdikhan: "\u09B8\u09BF\u09B0\u09BE\u099C\u09A6\u09BF\u0996\u09BE\u09A8",
      Sreenagar: "\u09B6\u09CD\u09B0\u09C0\u09A8\u0997\u09B0",
      Tongibari: "\u099F\u0999\u09CD\u0997\u09BF\u09AC\u09BE\u09A1\u09BC\u09BF"
    }
  },
  Mymensingh: {
    name: "\u09AE\u09AF\u09BC\u09AE\u09A8\u09B8\u09BF\u0982\u09B9",
    thanas: {
      Bhaluka: "\u09AD\u09BE\u09B2\u09C1\u0995\u09BE",
      Dhobaura: "\u09A7\u09CB\u09AC\u09BE\u0989\u09A1\u09BC\u09BE",
      Fulbaria: "\u09AB\u09C1\u09B2\u09AC\u09BE\u09A1\u09BC\u09BF\u09AF\u09BC\u09BE",
      Gaffargaon: "\u0997\u09AB\u09B0\u0997\u09BE\u0981\u0993",
      Gauripur: "\u0997\u09CC\u09B0\u09BF\u09AA\u09C1\u09B0",
      Haluaghat: "\u09B9\u09BE\u09B2\u09C1\u09AF\u09BC\u09BE\u0998\u09BE\u099F",
      Ishwarganj: "\u0988\u09B6\u09CD\u09AC\u09B0\u0997\u099E\u09CD\u099C",
      Muktagachha: "\u09AE\u09C1\u0995\u09CD\u09A4\u09BE\u0997\u09BE\u099B\u09BE",
      "Mymensingh Sadar": "\u09AE\u09AF\u09BC\u09AE\u09A8\u09B8\u09BF\u0982\u09B9 \u09B8\u09A6\u09B0",
      Nandail: "\u09A8\u09A8\u09CD\u09A6\u09BE\u0987\u09B2",
      Phulpur: "\u09AB\u09C1\u09B2\u09AA\u09C1\u09B0",
      Tarakanda: "\u09A4\u09BE\u09B0\u09BE\u0995\u09BE\u09A8\u09CD\u09A6\u09BE",
      Trishal: "\u09A4\u09CD\u09B0\u09BF\u09B6\u09BE\u09B2"
    }
  },
  Naogaon: {
    name: "\u09A8\u0993\u0997\u09BE\u0981",
    thanas: {
      Atrai: "\u0986\u09A4\u09CD\u09B0\u09BE\u0987",
      Badalgachhi: "\u09AC\u09A6\u09B2\u0997\u09BE\u099B\u09BF",
      Dhamoirhat: "\u09A7\u09BE\u09AE\u0987\u09B0\u09B9\u09BE\u099F",
      Manda: "\u09AE\u09BE\u09A8\u09CD\u09A6\u09BE",
      Mohadevpur: "\u09AE\u09B9\u09BE\u09A6\u09C7\u09AC\u09AA\u09C1\u09B0",
      "Naogaon Sadar": "\u09A8\u0993\u0997\u09BE\u0981 \u09B8\u09A6\u09B0",
      Niamatpur: "\u09A8\u09BF\u09AF\u09BC\u09BE\u09AE\u09A4\u09AA\u09C1\u09B0",
      Patnitala: "\u09AA\u09A4\u09CD\u09A8\u09C0\u09A4\u09B2\u09BE",
      Porsha: "\u09AA\u09CB\u09B0\u09B6\u09BE",
      Raninagar: "\u09B0\u09BE\u09A3\u09C0\u09A8\u0997\u09B0",
      Sapahar: "\u09B8\u09BE\u09AA\u09BE\u09B9\u09BE\u09B0"
    }
  },
  Narail: {
    name: "\u09A8\u09A1\u09BC\u09BE\u0987\u09B2",
    thanas: {
      Kalia: "\u0995\u09BE\u09B2\u09BF\u09AF\u09BC\u09BE",
      Lohagara: "\u09B2\u09CB\u09B9\u09BE\u0997\u09BE\u09A1\u09BC\u09BE",
      "Narail Sadar": "\u09A8\u09A1\u09BC\u09BE\u0987\u09B2 \u09B8\u09A6\u09B0"
    }
  },
  Narayanganj: {
    name: "\u09A8\u09BE\u09B0\u09BE\u09AF\u09BC\u09A3\u0997\u099E\u09CD\u099C",
    thanas: {
      Araihazar: "\u0986\u09A1\u09BC\u09BE\u0987\u09B9\u09BE\u099C\u09BE\u09B0",
      Bandar: "\u09AC\u09BE\u09A8\u09CD\u09A6\u09BE\u09B0",
      "Naryanganj Sadar": "\u09A8\u09BE\u09B0\u09BE\u09AF\u09BC\u09BE\u09A8\u0997\u099E\u09CD\u099C \u09B8\u09A6\u09B0",
      Rupganj: "\u09B0\u09C2\u09AA\u0997\u099E\u09CD\u099C",
      Siddirgonj: "\u09B8\u09BF\u09A6\u09CD\u09A7\u09BF\u09B0\u0997\u099E\u09CD\u099C",
      Sonargaon: "\u09B8\u09CB\u09A8\u09BE\u09B0\u0997\u09BE\u0981\u0993"
    }
  },
  Narsingdi: {
    name: "\u09A8\u09B0\u09B8\u09BF\u0982\u09A6\u09C0",
    thanas: {
      Belabo: "\u09AC\u09C7\u09B2\u09BE\u09AC\u09CB",
      Monohardi: "\u09AE\u09A8\u09CB\u09B9\u09B0\u09A6\u09BF",
      "Narsingdi Sadar": "\u09A8\u09B0\u09B8\u09BF\u0982\u09A6\u09C0 \u09B8\u09A6\u09B0",
      Palash: "\u09AA\u09B2\u09BE\u09B6",
      Raipura: "\u09B0\u09BE\u09AF\u09BC\u09AA\u09C1\u09B0\u09BE",
      Shibpur: "\u09B6\u09BF\u09AC\u09AA\u09C1\u09B0"
    }
  },
  Natore: {
    name: "\u09A8\u09BE\u099F\u09CB\u09B0",
    thanas: {
      Bagatipara: "\u09AC\u09BE\u0997\u09BE\u09A4\u09BF\u09AA\u09BE\u09A1\u09BC\u09BE",
      Baraigram: "\u09AC\u09A1\u09BC\u09BE\u0987\u0997\u09CD\u09B0\u09BE\u09AE",
      Gurudaspur: "\u0997\u09C1\u09B0\u09C1\u09A6\u09BE\u09B8\u09AA\u09C1\u09B0",
      Lalpur: "\u09B2\u09BE\u09B2\u09AA\u09C1\u09B0",
      "Natore Sadar": "\u09A8\u09BE\u099F\u09CB\u09B0 \u09B8\u09A6\u09B0",
      Singra: "\u09B8\u09BF\u0982\u09A1\u09BC\u09BE"
    }
  },
  Netrokona: {
    name: "\u09A8\u09C7\u09A4\u09CD\u09B0\u0995\u09CB\u09A3\u09BE",
    thanas: {
      Atpara: "\u0986\u099F\u09AA\u09BE\u09A1\u09BC\u09BE",
      Barhatta: "\u09AC\u09B0\u09B9\u09BE\u099F\u09CD\u099F\u09BE",
      Durgapur: "\u09A6\u09C1\u09B0\u09CD\u0997\u09BE\u09AA\u09C1\u09B0",
      Kalmakanda: "\u0995\u09B2\u09AE\u09BE\u0995\u09BE\u09A8\u09CD\u09A6\u09BE",
      Kendua: "\u0995\u09C7\u09A8\u09CD\u09A6\u09C1\u09AF\u09BC\u09BE",
      Khaliajuri: "\u0996\u09BE\u09B2\u09BF\u09AF\u09BC\u09BE\u099C\u09C1\u09B0\u09BF",
      Madan: "\u09AE\u09A6\u09A8",
      Mohanganj: "\u09AE\u09CB\u09B9\u09A8\u0997\u099E\u09CD\u099C",
      "Netrokona Sadar": "\u09A8\u09C7\u09A4\u09CD\u09B0\u0995\u09CB\u09A8\u09BE \u09B8\u09A6\u09B0",
      Purbadhala: "\u09AA\u09C2\u09B0\u09CD\u09AC\u09A7\u09B2\u09BE"
    }
  },
  Nilphamari: {
    name: "\u09A8\u09C0\u09B2\u09AB\u09BE\u09AE\u09BE\u09B0\u09C0",
    thanas: {
      Dimla: "\u09A1\u09BF\u09AE\u09B2\u09BE",
      Domar: "\u09A1\u09CB\u09AE\u09BE\u09B0",
      Jaldhaka: "\u099C\u09B2\u09A2\u09BE\u0995\u09BE",
      Kishoreganj: "\u0995\u09BF\u09B6\u09CB\u09B0\u0997\u099E\u09CD\u099C",
      "Nilphamari Sadar": "\u09A8\u09C0\u09B2\u09AB\u09BE\u09AE\u09BE\u09B0\u09C0 \u09B8\u09A6\u09B0",
      Saidpur: "\u09B8\u09C8\u09AF\u09BC\u09A6\u09AA\u09C1\u09B0"
    }
  },
  Noakhali: {
    name: "\u09A8\u09CB\u09AF\u09BC\u09BE\u0996\u09BE\u09B2\u09C0",
    thanas: {
      Begumganj: "\u09AC\u09C7\u0997\u09AE\u0997\u099E\u09CD\u099C",
      Chatkhil: "\u099A\u09BE\u099F\u0996\u09BF\u09B2",
      Companyganj: "\u0995\u09CB\u09AE\u09CD\u09AA\u09BE\u09A8\u09C0\u0997\u099E\u09CD\u099C",
      Hatia: "\u09B9\u09BE\u09A4\u09BF\u09AF\u09BC\u09BE",
      Kobirhat: "\u0995\u09AC\u09BF\u09B0\u09B9\u09BE\u099F",
      "Noakhali Sadar": "\u09A8\u09CB\u09AF\u09BC\u09BE\u0996\u09BE\u09B2\u09C0 \u09B8\u09A6\u09B0",
      Shenbag: "\u09B6\u09C7\u09A8\u09AC\u09BE\u0997",
      Sonaimuri: "\u09B8\u09CB\u09A8\u09BE\u0987\u09AE\u09C1\u09B0\u09BF",
      "Suborno Char": "\u09B8\u09C1\u09AC\u09B0\u09CD\u09A3 \u099A\u09B0"
    }
  },
  Pabna: {
    name: "\u09AA\u09BE\u09AC\u09A8\u09BE",
    thanas: {
      Atgharia: "\u0986\u099F\u0998\u09B0\u09BF\u09AF\u09BC\u09BE",
      Bera: "\u09AC\u09C7\u09A1\u09BC\u09BE",
      Bhangura: "\u09AD\u09BE\u0999\u09CD\u0997\u09C1\u09B0\u09BE",
      Chatmohar: "\u099A\u09BE\u099F\u09AE\u09CB\u09B9\u09B0",
      Faridpur: "\u09AB\u09B0\u09BF\u09A6\u09AA\u09C1\u09B0",
      Ishwardi: "\u0988\u09B6\u09CD\u09AC\u09B0\u09A6\u09C0",
      "Pabna Sadar": "\u09AA\u09BE\u09AC\u09A8\u09BE \u09B8\u09A6\u09B0",
      Santhia: "\u09B8\u09BE\u09A5\u09BF\u09AF\u09BC\u09BE",
      Sujanagar: "\u09B8\u09C1\u099C\u09BE\u09A8\u0997\u09B0"
    }
  },
  Panchagarh: {
    name: "\u09AA\u099E\u09CD\u099A\u0997\u09A1\u09BC",
    thanas: {
      Atwari: "\u0986\u099F\u09CB\u09AF\u09BC\u09BE\u09B0\u09BF",
      Boda: "\u09AC\u09CB\u09A6\u09BE",
      Debiganj: "\u09A6\u09C7\u09AC\u09C0\u0997\u099E\u09CD\u099C",
      "Panchagarh Sadar": "\u09AA\u099E\u09CD\u099A\u0997\u09A1\u09BC \u09B8\u09A6\u09B0",
      Tetulia: "\u09A4\u09C7\u0981\u09A4\u09C1\u09B2\u09BF\u09AF\u09BC\u09BE"
    }
  },
  Patuakhali: {
    name: "\u09AA\u099F\u09C1\u09AF\u09BC\u09BE\u0996\u09BE\u09B2\u09C0",
    thanas: {
      Bauphal: "\u09AC\u09BE\u0989\u09AB\u09B2",
      Dashmina: "\u09A6\u09B6\u09AE\u09BF\u09A8\u09BE",
      Dumki: "\u09A1\u09C1\u09AE\u0995\u09BF",
      Galachipa: "\u0997\u09B2\u09BE\u099A\u09BF\u09AA\u09BE",
      Kalapara: "\u0995\u09BE\u09B2\u09BE\u09AA\u09BE\u09B0\u09BE",
      Mirzaganj: "\u09AE\u09BF\u09B0\u09CD\u099C\u09BE\u0997\u099E\u09CD\u099C",
      "Patuakhali Sadar": "\u09AA\u099F\u09C1\u09AF\u09BC\u09BE\u0996\u09BE\u09B2\u09C0 \u09B8\u09A6\u09B0",
      Rangabali: "\u09B0\u09BE\u0999\u09CD\u0997\u09BE\u09AC\u09BE\u09B2\u09BF"
    }
  },
  Pirojpur: {
    name: "\u09AA\u09BF\u09B0\u09CB\u099C\u09AA\u09C1\u09B0",
    thanas: {
      Bhandaria: "\u09AD\u09CD\u09AF\u09BE\u09A8\u09CD\u09A1\u09BE\u09B0\u09BF\u09AF\u09BC\u09BE",
      Kaukhali: "\u0995\u09BE\u0989\u0996\u09BE\u09B2\u09BF",
      Mathbaria: "\u09AE\u09BE\u09A0\u09AC\u09BE\u09A1\u09BC\u09BF\u09AF\u09BC\u09BE",
      Nazirpur: "\u09A8\u09BE\u099C\u09BF\u09B0\u09AA\u09C1\u09B0",
      Nesarabad: "\u09A8\u09C7\u09B8\u09BE\u09B0\u09BE\u09AC\u09BE\u09A6",
      "Pirojpur Sadar": "\u09AA\u09BF\u09B0\u09CB\u099C\u09AA\u09C1\u09B0 \u09B8\u09A6\u09B0",
      Zianagar: "\u099C\u09BF\u09AF\u09BC\u09BE\u09A8\u0997\u09B0"
    }
  },
  Rajbari: {
    name: "\u09B0\u09BE\u099C\u09AC\u09BE\u09A1\u09BC\u09BF",
    thanas: {
      Baliakandi: "\u09AC\u09BE\u09B2\u09BF\u09AF\u09BC\u09BE\u0995\u09BE\u09A8\u09CD\u09A6\u09BF",
      Goalandaghat: "\u0997\u09CB\u09AF\u09BC\u09BE\u09B2\u09A8\u09CD\u09A6 \u0998\u09BE\u099F",
      Kalukhali: "\u0995\u09BE\u09B2\u09C1\u0996\u09BE\u09B2\u09BF",
      Pangsha: "\u09AA\u09BE\u0982\u09B6\u09BE",
      "Rajbari Sadar": "\u09B0\u09BE\u099C\u09AC\u09BE\u09A1\u09BC\u09BF \u09B8\u09A6\u09B0"
    }
  },
  Rajshahi: {
    name: "\u09B0\u09BE\u099C\u09B6\u09BE\u09B9\u09C0",
    thanas: {
      Bagha: "\u09AC\u09BE\u0998\u09BE",
      Bagmara: "\u09AC\u09BE\u0997\u09AE\u09BE\u09B0\u09BE",
      Boalia: "\u09AC\u09CB\u09AF\u09BC\u09BE\u09B2\u09BF\u09AF\u09BC\u09BE",
      Charghat: "\u099A\u09BE\u09B0\u0998\u09BE\u099F",
      Durgapur: "\u09A6\u09C1\u09B0\u09CD\u0997\u09BE\u09AA\u09C1\u09B0",
      Godagari: "\u0997\u09CB\u09A6\u09BE\u0997\u09BE\u09B0\u09BF",
      Mohanpur: "\u09AE\u09CB\u09B9\u09A8\u09AA\u09C1\u09B0",
      Paba: "\u09AA\u09AC\u09BE",
      Puthia: "\u09AA\u09C1\u09A0\u09BF\u09AF\u09BC\u09BE",
      Rajpara: "\u09B0\u09BE\u099C\u09AA\u09BE\u09A1\u09BC\u09BE",
      Tanore: "\u09A4\u09BE\u09A8\u09CB\u09B0"
    }
  },
  Rangamati: {
    name: "\u09B0\u09BE\u0999\u09CD\u0997\u09BE\u09AE\u09BE\u099F\u09BF",
    thanas: {
      Bagaichhari: "\u09AC\u09BE\u0998\u09BE\u0987\u099B\u09A1\u09BC\u09BF",
      Barkal: "\u09AC\u09B0\u0995\u09B2",
      Belaichhari: "\u09AC\u09C7\u09B2\u09BE\u0987\u099B\u09A1\u09BC\u09BF",
      Juraichhari: "\u099C\u09C1\u09B0\u09BE\u0987\u099B\u09A1\u09BC\u09BF",
      Kaptai: "\u0995\u09BE\u09AA\u09CD\u09A4\u09BE\u0987",
      Kaukhali: "\u0995\u09BE\u0989\u0996\u09BE\u09B2\u09BF",
      Langadu: "\u09B2\u09BE\u0999\u09CD\u0997\u09BE\u09A1\u09C1",
      Nannerchar: "\u09A8\u09BE\u09A8\u09CD\u09A8\u09C7\u09B0\u099A\u09B0",
      Rajasthali: "\u09B0\u09BE\u099C\u09BE\u09B8\u09CD\u09A5\u09B2\u09BF",
      "Rangamati Sadar": "\u09B0\u09BE\u0999\u09CD\u0997\u09BE\u09AE\u09BE\u099F\u09BF \u09B8\u09A6\u09B0"
    }
  },
  Rangpur: {
    name: "\u09B0\u0982\u09AA\u09C1\u09B0",
    thanas: {
      Badarganj: "\u09AC\u09A6\u09B0\u0997\u099E\u09CD\u099C",
      Gangachara: "\u0997\u0999\u09CD\u0997\u09BE\u099A\u09B0\u09BE",
      Kaunia: "\u0995\u09BE\u0989\u09A8\u09BF\u09AF\u09BC\u09BE",
      Mithapukur: "\u09AE\u09BF\u09A0\u09BE\u09AA\u09C1\u0995\u09C1\u09B0",
      Pirgachha: "\u09AA\u09C0\u09B0\u0997\u09BE\u099B\u09BE",
      Pirganj: "\u09AA\u09C0\u09B0\u0997\u099E\u09CD\u099C",
      "Rangpur Sadar": "\u09B0\u0982\u09AA\u09C1\u09B0 \u09B8\u09A6\u09B0",
      Taraganj: "\u09A4\u09BE\u09B0\u09BE\u0997\u099E\u09CD\u099C"
    }
  },
  Satkhira: {
    name: "\u09B8\u09BE\u09A4\u0995\u09CD\u09B7\u09C0\u09B0\u09BE",
    thanas: {
      Assasuni: "\u0986\u09B8\u09B8\u09BE\u09B6\u09C1\u09A8\u09BF",
      Debhata: "\u09A6\u09C7\u09AD\u09BE\u099F\u09BE",
      Kalaroa: "\u0995\u09B2\u09B0\u09CB\u09AF\u09BC\u09BE",
      Kaliganj: "\u0995\u09BE\u09B2\u09C0\u0997\u099E\u09CD\u099C",
      "Satkhira Sadar": "\u09B8\u09BE\u09A4\u0995\u09CD\u09B7\u09C0\u09B0\u09BE \u09B8\u09A6\u09B0",
      Shyamnagar: "\u09B6\u09CD\u09AF\u09BE\u09AE\u09A8\u0997\u09B0",
      Tala: "\u09A4\u09BE\u09B2\u09BE"
    }
  },
  Shariatpur: {
    name: "\u09B6\u09B0\u09C0\u09AF\u09BC\u09A4\u09AA\u09C1\u09B0",
    thanas: {
      Bhedarganj: "\u09AD\u09C7\u09A6\u09BE\u09B0\u0997\u099E\u09CD\u099C",
      Damudya: "\u09A6\u09BE\u09AE\u09C1\u09A6\u09BF\u09AF\u09BC\u09BE",
      Gosairhat: "\u0997\u09CB\u09B8\u09BE\u0987\u09B0 \u09B9\u09BE\u099F",
      Jajira: "\u099C\u09BE\u099C\u09BF\u09B0\u09BE",
      Naria: "\u09A8\u09A1\u09BC\u09BF\u09AF\u09BC\u09BE",
      "Shariatpur Sadar": "\u09B6\u09B0\u09C0\u09AF\u09BC\u09A4\u09AA\u09C1\u09B0 \u09B8\u09A6\u09B0"
    }
  },
  Sherpur: {
    name: "\u09B6\u09C7\u09B0\u09AA\u09C1\u09B0",
    thanas: {
      Jhenaigati: "\u099D\u09BF\u09A8\u09BE\u0987\u0997\u09BE\u09A4\u09BF",
      Nakla: "\u09A8\u09BE\u0995\u09B2\u09BE",
      Nalitabari: "\u09A8\u09BE\u09B2\u09BF\u09A4\u09BE\u09AC\u09BE\u09A1\u09BC\u09BF",
      "Sherpur Sadar": "\u09B6\u09C7\u09B0\u09AA\u09C1\u09B0 \u09B8\u09A6\u09B0",
      Sreebardi: "\u09B6\u09CD\u09B0\u09C0\u09AC\u09B0\u09A6\u09BF"
    }
  },
  Sirajganj: {
    name: "\u09B8\u09BF\u09B0\u09BE\u099C\u0997\u099E\u09CD\u099C",
    thanas: {
      Belkuchi: "\u09AC\u09C7\u09B2\u0995\u09C1\u099A\u09BF",
      Chauhali: "\u099A\u09CC\u09B9\u09BE\u09B2\u09BF",
      Kamarkhanda: "\u0995\u09BE\u09AE\u09BE\u09B0\u0996\u09BE\u09A8\u09CD\u09A6\u09BE",
      Kazipur: "\u0995\u09BE\u099C\u09C0\u09AA\u09C1\u09B0",
      Raiganj: "\u09B0\u09BE\u09AF\u09BC\u0997\u099E\u09CD\u099C",
      Shahjadpur: "\u09B6\u09BE\u09B9\u099C\u09BE\u09A6\u09AA\u09C1\u09B0",
      "Sirajganj Sadar": "\u09B8\u09BF\u09B0\u09BE\u099C\u0997\u099E\u09CD\u099C \u09B8\u09A6\u09B0",
      Tarash: "\u09A4\u09BE\u09B0\u09BE\u09B6",
      Ullahpara: "\u0989\u09B2\u09CD\u09B2\u09BE\u09AA\u09BE\u09A1\u09BC\u09BE"
    }
  },
  Sunamganj: {
    name: "\u09B8\u09C1\u09A8\u09BE\u09AE\u0997\u099E\u09CD\u099C",
    thanas: {
      Bishwamvarpur: "\u09AC\u09BF\u09B6\u09CD\u09AC\u09AE\u09CD\u09AD\u09B0\u09AA\u09C1\u09B0",
      Chhatak: "\u099B\u09BE\u09A4\u0995",
      Derai: "\u09A6\u09C7\u09A1\u09BC\u09BE\u0987",
      Dharampasha: "\u09A7\u09B0\u09AE\u09AA\u09BE\u09B6\u09BE",
      Dowarabazar: "\u09A6\u09CB\u09AF\u09BC\u09BE\u09B0\u09BE\u09AC\u09BE\u099C\u09BE\u09B0",
      Jagannathpur: "\u099C\u0997\u09A8\u09CD\u09A8\u09BE\u09A5\u09AA\u09C1\u09B0",
      Jamalganj: "\u099C\u09BE\u09AE\u09BE\u09B2\u0997\u099E\u09CD\u099C",
      Madhyanagar: "\u09AE\u09A7\u09CD\u09AF\u09A8\u0997\u09B0",
      Shanthiganj: "\u09B6\u09BE\u09A8\u09CD\u09A4\u09BF\u0997\u099E\u09CD\u099C",
      Sulla: "\u09B8\u09C1\u09B2\u09CD\u09B2\u09BE",
      "Sunamganj Sadar": "\u09B8\u09C1\u09A8\u09BE\u09AE\u0997\u099E\u09CD\u099C \u09B8\u09A6\u09B0",
      Tahirpur: "\u09A4\u09BE\u09B9\u09BF\u09B0\u09AA\u09C1\u09B0"
    }
  },
  Sylhet: {
    name: "\u09B8\u09BF\u09B2\u09C7\u099F",
    thanas: {
      Balaganj: "\u09AC\u09BE\u09B2\u09BE\u0997\u099E\u09CD\u099C",
      Beanibazar: "\u09AC\u09C7\u09AF\u09BC\u09BE\u09A8\u09BF\u09AC\u09BE\u099C\u09BE\u09B0",
      Bishwanath: "\u09AC\u09BF\u09B6\u09CD\u09AC\u09A8\u09BE\u09A5",
      Companiganj: "\u0995\u09CB\u09AE\u09CD\u09AA\u09BE\u09A8\u09BF\u0997\u099E\u09CD\u099C",
      "Dakshin Surma": "\u09A6\u0995\u09CD\u09B7\u09BF\u09A3 \u09B8\u09C1\u09B0\u09AE\u09BE",
      Fenchuganj: "\u09AB\u09C7\u099E\u09CD\u099A\u09C1\u0997\u099E\u09CD\u099C",
      Golapganj: "\u0997\u09CB\u09B2\u09BE\u09AA\u0997\u099E\u09CD\u099C",
      Gowainghat: "\u0997\u09CB\u09AF\u09BC\u09BE\u0987\u09A8\u0998\u09BE\u099F",
      Jaintiapur: "\u099C\u09C8\u09A8\u09CD\u09A4\u09BE\u09AA\u09C1\u09B0",
      Kanaighat: "\u0995\u09BE\u09A8\u09BE\u0987\u0998\u09BE\u099F",
      Osmaninagar: "\u0993\u09B8\u09AE\u09BE\u09A8\u09C0\u09A8\u0997\u09B0",
      "Sylhet Sadar": "\u09B8\u09BF\u09B2\u09C7\u099F \u09B8\u09A6\u09B0",
      Zakiganj: "\u099C\u09BE\u0995\u09BF\u0997\u099E\u09CD\u099C"
    }
  },
  Tangail: {
    name: "\u099F\u09BE\u0999\u09CD\u0997\u09BE\u0987\u09B2",
    thanas: {
      Basail: "\u09AC\u09B8\u09BE\u0987\u09B2",
      Bhuapur: "\u09AD\u09C1\u09AF\u09BC\u09BE\u09AA\u09C1\u09B0",
      Delduar: "\u09A6\u09C7\u09B2\u09A6\u09C1\u09AF\u09BC\u09BE\u09B0",
      Dhanbari: "\u09A7\u09BE\u09A8\u09AC\u09BE\u09A1\u09BC\u09BF",
      Ghatail: "\u0998\u09BE\u099F\u09BE\u0987\u09B2",
      Gopalpur: "\u0997\u09CB\u09AA\u09BE\u09B2\u09AA\u09C1\u09B0",
      Kalihati: "\u0995\u09BE\u09B2\u09BF\u09B9\u09BE\u09A4\u09BF",
      Madhupur: "\u09AE\u09A7\u09C1\u09AA\u09C1\u09B0",
      Mirzapur: "\u09AE\u09BF\u09B0\u09CD\u099C\u09BE\u09AA\u09C1\u09B0",
      Nagarpur: "\u09A8\u0997\u09B0\u09AA\u09C1\u09B0",
      Sakhipur: "\u09B8\u0996\u09BF\u09AA\u09C1\u09B0",
      "Tangail Sadar": "\u099F\u09BE\u0999\u09CD\u0997\u09BE\u0987\u09B2 \u09B8\u09A6\u09B0"
    }
  },
  Thakurgaon: {
    name: "\u09A0\u09BE\u0995\u09C1\u09B0\u0997\u09BE\u0981\u0993",
    thanas: {
      Baliadangi: "\u09AC\u09BE\u09B2\u09BF\u09AF\u09BC\u09BE\u09A1\u09BE\u0999\u09CD\u0997\u09BF",
      Haripur: "\u09B9\u09B0\u09BF\u09AA\u09C1\u09B0",
      Pirganj: "\u09AA\u09C0\u09B0\u0997\u099E\u09CD\u099C",
      Ranisankail: "\u09B0\u09BE\u09A3\u09C0\u09B8\u0982\u0995\u0987\u09B2",
      "Thakurgaon Sadar": "\u09A0\u09BE\u0995\u09C1\u09B0\u0997\u09BE\u0981\u0993 \u09B8\u09A6\u09B0"
    }
  }
};

// server/courier/bangla.ts
var WRITTEN = {
  // Cities the courier spells otherwise than the district list (Pathao's own spellings among them).
  Barishal: "\u09AC\u09B0\u09BF\u09B6\u09BE\u09B2",
  Bogura: "\u09AC\u0997\u09C1\u09A1\u09BC\u09BE",
  Chittagong: "\u099A\u099F\u09CD\u099F\u0997\u09CD\u09B0\u09BE\u09AE",
  Cumilla: "\u0995\u09C1\u09AE\u09BF\u09B2\u09CD\u09B2\u09BE",
  Jashore: "\u09AF\u09B6\u09CB\u09B0",
  // Dhaka
  "Gulshan 1": "\u0997\u09C1\u09B2\u09B6\u09BE\u09A8 \u09E7",
  "Gulshan 2": "\u0997\u09C1\u09B2\u09B6\u09BE\u09A8 \u09E8",
  Niketon: "\u09A8\u09BF\u0995\u09C7\u09A4\u09A8",
  Baridhara: "\u09AC\u09BE\u09B0\u09BF\u09A7\u09BE\u09B0\u09BE",
  Banani: "\u09AC\u09A8\u09BE\u09A8\u09C0",
  "Banani DOHS": "\u09AC\u09A8\u09BE\u09A8\u09C0 \u09A1\u09BF\u0993\u098F\u0987\u099A\u098F\u09B8",
  Kakoli: "\u0995\u09BE\u0995\u09B2\u09C0",
  "Dhanmondi 27": "\u09A7\u09BE\u09A8\u09AE\u09A8\u09CD\u09A1\u09BF \u09E8\u09ED",
  "Dhanmondi 32": "\u09A7\u09BE\u09A8\u09AE\u09A8\u09CD\u09A1\u09BF \u09E9\u09E8",
  Jigatola: "\u099C\u09BF\u0997\u09BE\u09A4\u09B2\u09BE",
  Kalabagan: "\u0995\u09B2\u09BE\u09AC\u09BE\u0997\u09BE\u09A8",
  "Mirpur 1": "\u09AE\u09BF\u09B0\u09AA\u09C1\u09B0 \u09E7",
  "Mirpur 2": "\u09AE\u09BF\u09B0\u09AA\u09C1\u09B0 \u09E8",
  "Mirpur 10": "\u09AE\u09BF\u09B0\u09AA\u09C1\u09B0 \u09E7\u09E6",
  "Mirpur 11": "\u09AE\u09BF\u09B0\u09AA\u09C1\u09B0 \u09E7\u09E7",
  // Magura's Mohammadpur is spelt otherwise in the thana list; Dhaka's is meant.
  Mohammadpur: "\u09AE\u09CB\u09B9\u09BE\u09AE\u09CD\u09AE\u09A6\u09AA\u09C1\u09B0",
  "Mohammadpur Bus Stand": "\u09AE\u09CB\u09B9\u09BE\u09AE\u09CD\u09AE\u09A6\u09AA\u09C1\u09B0 \u09AC\u09BE\u09B8\u09B8\u09CD\u099F\u09CD\u09AF\u09BE\u09A8\u09CD\u09A1",
  Shyamoli: "\u09B6\u09CD\u09AF\u09BE\u09AE\u09B2\u09C0",
  Adabor: "\u0986\u09A6\u09BE\u09AC\u09B0",
  Lalmatia: "\u09B2\u09BE\u09B2\u09AE\u09BE\u099F\u09BF\u09AF\u09BC\u09BE",
  "Uttara Sector 4": "\u0989\u09A4\u09CD\u09A4\u09B0\u09BE \u09B8\u09C7\u0995\u09CD\u099F\u09B0 \u09EA",
  "Uttara Sector 7": "\u0989\u09A4\u09CD\u09A4\u09B0\u09BE \u09B8\u09C7\u0995\u09CD\u099F\u09B0 \u09ED",
  "Uttara Sector 11": "\u0989\u09A4\u09CD\u09A4\u09B0\u09BE \u09B8\u09C7\u0995\u09CD\u099F\u09B0 \u09E7\u09E7",
  Abdullahpur: "\u0986\u09AC\u09CD\u09A6\u09C1\u09B2\u09CD\u09B2\u09BE\u09B9\u09AA\u09C1\u09B0",
  Arambagh: "\u0986\u09B0\u09BE\u09AE\u09AC\u09BE\u0997",
  Fakirapool: "\u09AB\u0995\u09BF\u09B0\u09BE\u09AA\u09C1\u09B2",
  Dilkusha: "\u09A6\u09BF\u09B2\u0995\u09C1\u09B6\u09BE",
  Badda: "\u09AC\u09BE\u09A1\u09CD\u09A1\u09BE",
  "Merul Badda": "\u09AE\u09C7\u09B0\u09C1\u09B2 \u09AC\u09BE\u09A1\u09CD\u09A1\u09BE",
  "Uttar Badda": "\u0989\u09A4\u09CD\u09A4\u09B0 \u09AC\u09BE\u09A1\u09CD\u09A1\u09BE",
  Aftabnagar: "\u0986\u09AB\u09A4\u09BE\u09AC\u09A8\u0997\u09B0",
  Rampura: "\u09B0\u09BE\u09AE\u09AA\u09C1\u09B0\u09BE",
  "Tejgaon Industrial Area": "\u09A4\u09C7\u099C\u0997\u09BE\u0981\u0993 \u09B6\u09BF\u09B2\u09CD\u09AA \u098F\u09B2\u09BE\u0995\u09BE",
  Farmgate: "\u09AB\u09BE\u09B0\u09CD\u09AE\u0997\u09C7\u099F",
  "Karwan Bazar": "\u0995\u09BE\u09B0\u0993\u09AF\u09BC\u09BE\u09A8 \u09AC\u09BE\u099C\u09BE\u09B0",
  "Old Dhaka": "\u09AA\u09C1\u09B0\u09BE\u09A8 \u09A2\u09BE\u0995\u09BE",
  Chawkbazar: "\u099A\u0995\u09AC\u09BE\u099C\u09BE\u09B0",
  Wari: "\u0993\u09AF\u09BC\u09BE\u09B0\u09C0",
  Jatrabari: "\u09AF\u09BE\u09A4\u09CD\u09B0\u09BE\u09AC\u09BE\u09A1\u09BC\u09C0",
  "Shonir Akhra": "\u09B6\u09A8\u09BF\u09B0 \u0986\u0996\u09A1\u09BC\u09BE",
  "Savar Bazar": "\u09B8\u09BE\u09AD\u09BE\u09B0 \u09AC\u09BE\u099C\u09BE\u09B0",
  Hemayetpur: "\u09B9\u09C7\u09AE\u09BE\u09AF\u09BC\u09C7\u09A4\u09AA\u09C1\u09B0",
  Ashulia: "\u0986\u09B6\u09C1\u09B2\u09BF\u09AF\u09BC\u09BE",
  Jinjira: "\u099C\u09BF\u09A8\u099C\u09BF\u09B0\u09BE",
  Kodomtoli: "\u0995\u09A6\u09AE\u09A4\u09B2\u09C0",
  Hasnabad: "\u09B9\u09BE\u09B8\u09A8\u09BE\u09AC\u09BE\u09A6",
  // Chattogram (C/A a commercial area, R/A a residential one)
  Agrabad: "\u0986\u0997\u09CD\u09B0\u09BE\u09AC\u09BE\u09A6",
  "Agrabad C/A": "\u0986\u0997\u09CD\u09B0\u09BE\u09AC\u09BE\u09A6 \u09AC\u09BE\u09A3\u09BF\u099C\u09CD\u09AF\u09BF\u0995 \u098F\u09B2\u09BE\u0995\u09BE",
  Chowmuhani: "\u099A\u09CC\u09AE\u09C1\u09B9\u09A8\u09C0",
  Badamtali: "\u09AC\u09BE\u09A6\u09BE\u09AE\u09A4\u09B2\u09C0",
  "GEC Circle": "\u099C\u09BF\u0987\u09B8\u09BF \u09AE\u09CB\u09A1\u09BC",
  Nasirabad: "\u09A8\u09BE\u09B8\u09BF\u09B0\u09BE\u09AC\u09BE\u09A6",
  Anderkilla: "\u0986\u09A8\u09CD\u09A6\u09B0\u0995\u09BF\u09B2\u09CD\u09B2\u09BE",
  "Jamal Khan": "\u099C\u09BE\u09AE\u09BE\u09B2\u0996\u09BE\u09A8",
  "New Market": "\u09A8\u09BF\u0989 \u09AE\u09BE\u09B0\u09CD\u0995\u09C7\u099F",
  Halishahar: "\u09B9\u09BE\u09B2\u09BF\u09B6\u09B9\u09B0",
  Sagarika: "\u09B8\u09BE\u0997\u09B0\u09BF\u0995\u09BE",
  "Chandgaon R/A": "\u099A\u09BE\u09A8\u09CD\u09A6\u0997\u09BE\u0981\u0993 \u0986\u09AC\u09BE\u09B8\u09BF\u0995 \u098F\u09B2\u09BE\u0995\u09BE",
  Bahaddarhat: "\u09AC\u09B9\u09A6\u09CD\u09A6\u09BE\u09B0\u09B9\u09BE\u099F",
  Kalurghat: "\u0995\u09BE\u09B2\u09C1\u09B0\u0998\u09BE\u099F",
  // Sylhet
  Zindabazar: "\u099C\u09BF\u09A8\u09CD\u09A6\u09BE\u09AC\u09BE\u099C\u09BE\u09B0",
  Chowhatta: "\u099A\u09CC\u09B9\u09BE\u099F\u09CD\u099F\u09BE",
  "Bondor Bazar": "\u09AC\u09A8\u09CD\u09A6\u09B0\u09AC\u09BE\u099C\u09BE\u09B0",
  Amberkhana: "\u0986\u09AE\u09CD\u09AC\u09B0\u0996\u09BE\u09A8\u09BE",
  Subidbazar: "\u09B8\u09C1\u09AC\u09BF\u09A6\u09AC\u09BE\u099C\u09BE\u09B0",
  Mirabazar: "\u09AE\u09C0\u09B0\u09BE\u09AC\u09BE\u099C\u09BE\u09B0",
  "Shahjalal Upashahar": "\u09B6\u09BE\u09B9\u099C\u09BE\u09B2\u09BE\u09B2 \u0989\u09AA\u09B6\u09B9\u09B0",
  Upashahar: "\u0989\u09AA\u09B6\u09B9\u09B0",
  Tilagor: "\u099F\u09BF\u09B2\u09BE\u0997\u09A1\u09BC",
  // Khulna
  "Dak Bangla": "\u09A1\u09BE\u0995\u09AC\u09BE\u0982\u09B2\u09BE",
  "Royal More": "\u09B0\u09AF\u09BC\u09C7\u09B2 \u09AE\u09CB\u09A1\u09BC",
  Shibbari: "\u09B6\u09BF\u09AC\u09AC\u09BE\u09A1\u09BC\u09C0",
  "Sonadanga R/A": "\u09B8\u09CB\u09A8\u09BE\u09A1\u09BE\u0999\u09CD\u0997\u09BE \u0986\u09AC\u09BE\u09B8\u09BF\u0995 \u098F\u09B2\u09BE\u0995\u09BE",
  Gollamari: "\u0997\u09B2\u09CD\u09B2\u09BE\u09AE\u09BE\u09B0\u09C0",
  Nirala: "\u09A8\u09BF\u09B0\u09BE\u09B2\u09BE",
  Khalishpur: "\u0996\u09BE\u09B2\u09BF\u09B6\u09AA\u09C1\u09B0",
  "Fulbari Gate": "\u09AB\u09C1\u09B2\u09AC\u09BE\u09A1\u09BC\u09C0 \u0997\u09C7\u099F",
  // Rajshahi
  "Shaheb Bazar": "\u09B8\u09BE\u09B9\u09C7\u09AC \u09AC\u09BE\u099C\u09BE\u09B0",
  Kumarpara: "\u0995\u09C1\u09AE\u09BE\u09B0\u09AA\u09BE\u09A1\u09BC\u09BE",
  Ghoramara: "\u0998\u09CB\u09A1\u09BC\u09BE\u09AE\u09BE\u09B0\u09BE",
  Laxmipur: "\u09B2\u0995\u09CD\u09B7\u09CD\u09AE\u09C0\u09AA\u09C1\u09B0",
  "Padma R/A": "\u09AA\u09A6\u09CD\u09AE\u09BE \u0986\u09AC\u09BE\u09B8\u09BF\u0995 \u098F\u09B2\u09BE\u0995\u09BE",
  Bulonpur: "\u09AC\u09C1\u09B2\u09A8\u09AA\u09C1\u09B0",
  Motihar: "\u09AE\u09A4\u09BF\u09B9\u09BE\u09B0",
  Binodpur: "\u09AC\u09BF\u09A8\u09CB\u09A6\u09AA\u09C1\u09B0",
  Kazla: "\u0995\u09BE\u099C\u09B2\u09BE",
  Talaimari: "\u09A4\u09BE\u09B2\u09BE\u0987\u09AE\u09BE\u09B0\u09C0",
  // Gazipur (Tongi as the thana list spells it)
  "Tongi Bazar": "\u099F\u0999\u09CD\u0997\u09BF \u09AC\u09BE\u099C\u09BE\u09B0",
  "Cherag Ali": "\u099A\u09C7\u09B0\u09BE\u0997 \u0986\u09B2\u09C0",
  "Station Road": "\u09B8\u09CD\u099F\u09C7\u09B6\u09A8 \u09B0\u09CB\u09A1",
  "Gazipur Sadar": "\u0997\u09BE\u099C\u09C0\u09AA\u09C1\u09B0 \u09B8\u09A6\u09B0",
  Joydebpur: "\u099C\u09AF\u09BC\u09A6\u09C7\u09AC\u09AA\u09C1\u09B0",
  Chowrasta: "\u099A\u09CC\u09B0\u09BE\u09B8\u09CD\u09A4\u09BE",
  "Board Bazar": "\u09AC\u09CB\u09B0\u09CD\u09A1 \u09AC\u09BE\u099C\u09BE\u09B0",
  // Narayanganj
  "Narayanganj Sadar": "\u09A8\u09BE\u09B0\u09BE\u09AF\u09BC\u09A3\u0997\u099E\u09CD\u099C \u09B8\u09A6\u09B0",
  Chashara: "\u099A\u09BE\u09B7\u09BE\u09A1\u09BC\u09BE",
  Fatullah: "\u09AB\u09A4\u09C1\u09B2\u09CD\u09B2\u09BE",
  Siddhirganj: "\u09B8\u09BF\u09A6\u09CD\u09A7\u09BF\u09B0\u0997\u099E\u09CD\u099C",
  Bhulta: "\u09AD\u09C1\u09B2\u09A4\u09BE",
  Kanchan: "\u0995\u09BE\u099E\u09CD\u099A\u09A8",
  Purbachal: "\u09AA\u09C2\u09B0\u09CD\u09AC\u09BE\u099A\u09B2",
  // Barishal, Rangpur, Mymensingh, Cumilla
  "Barishal Sadar": "\u09AC\u09B0\u09BF\u09B6\u09BE\u09B2 \u09B8\u09A6\u09B0",
  "Sadar Road": "\u09B8\u09A6\u09B0 \u09B0\u09CB\u09A1",
  Nathullabad: "\u09A8\u09A5\u09C1\u09B2\u09CD\u09B2\u09BE\u09AC\u09BE\u09A6",
  Rupatali: "\u09B0\u09C2\u09AA\u09BE\u09A4\u09B2\u09C0",
  "Jahaj Company More": "\u099C\u09BE\u09B9\u09BE\u099C \u0995\u09CB\u09AE\u09CD\u09AA\u09BE\u09A8\u09BF \u09AE\u09CB\u09A1\u09BC",
  Dhap: "\u09A7\u09BE\u09AA",
  Ganginarpar: "\u0997\u09BE\u0999\u09CD\u0997\u09BF\u09A8\u09BE\u09B0\u09AA\u09BE\u09A1\u09BC",
  Charpara: "\u099A\u09B0\u09AA\u09BE\u09A1\u09BC\u09BE",
  Maskanda: "\u09AE\u09BE\u09B8\u0995\u09BE\u09A8\u09CD\u09A6\u09BE",
  "Cumilla Sadar": "\u0995\u09C1\u09AE\u09BF\u09B2\u09CD\u09B2\u09BE \u09B8\u09A6\u09B0",
  Kandirpar: "\u0995\u09BE\u09A8\u09CD\u09A6\u09BF\u09B0\u09AA\u09BE\u09A1\u09BC",
  "Tomsom Bridge": "\u099F\u09AE\u099B\u09AE \u09AC\u09CD\u09B0\u09BF\u099C",
  Rajganj: "\u09B0\u09BE\u099C\u0997\u099E\u09CD\u099C"
};

// server/courier/placeNames.ts
var key = (name) => name.trim().replace(/\s+/g, " ").toLowerCase();
function banglaTable() {
  const table = /* @__PURE__ */ new Map();
  const thanas = /* @__PURE__ */ new Map();
  for (const district of Object.values(names_default)) {
    for (const [english3, bangla2] of Object.entries(district.thanas)) {
      const spellings = thanas.get(key(english3)) ?? /* @__PURE__ */ new Set();
      thanas.set(key(english3), spellings.add(bangla2));
    }
  }
  for (const [english3, spellings] of thanas) if (spellings.size === 1) table.set(english3, [...spellings][0]);
  for (const [english3, { name }] of Object.entries(names_default)) table.set(key(english3), name);
  for (const [english3, bangla2] of Object.entries(WRITTEN)) table.set(key(english3), bangla2.normalize("NFC"));
  return table;
}
var BANGLA = banglaTable();
function courierPlaceNameIn(language, name) {
  return language === "bn" && BANGLA.get(key(name)) || name;
}
var labelCities = (cities, language) => cities.map((city) => ({ ...city, city_label: courierPlaceNameIn(language, city.city_name) }));
var labelZones = (zones, language) => zones.map((zone2) => ({ ...zone2, zone_label: courierPlaceNameIn(language, zone2.zone_name) }));
var labelAreas = (areas, language) => areas.map((area) => ({ ...area, area_label: courierPlaceNameIn(language, area.area_name) }));

// server/address/placeNames.ts
var bangla = names_default;
function districtNameIn(language, district) {
  return language === "bn" && bangla[district]?.name || district;
}
function thanaNameIn(language, district, thana) {
  return language === "bn" && bangla[district]?.thanas[thana] || thana;
}
function withPlaceLabels(address, language) {
  return { ...address, state_label: districtNameIn(language, address.state), city_label: thanaNameIn(language, address.state, address.city) };
}
function withSavedPlaceLabels(address, language) {
  return { ...withPlaceLabels(address, language), area_label: address.area && courierPlaceNameIn(language, address.area) };
}

// server/orders/statusEvents.ts
var ORDER_STATUS = {
  placed: "pending",
  confirmed: "processing",
  withCourier: "shipped",
  delivered: "completed",
  cancelled: "cancelled"
};
var NEXT = {
  pending: ["processing", "cancelled"],
  processing: ["shipped", "cancelled"],
  shipped: ["completed"]
};
var statusesBefore = (to) => Object.keys(NEXT).filter((from) => NEXT[from].includes(to));
async function recordPlaced(trx, orderId, at) {
  await trx.insertInto("order_status_events").values({ order_id: orderId, status: ORDER_STATUS.placed, created_at: at }).execute();
}
async function changeOrderStatus(db, orderId, to, { from, at = /* @__PURE__ */ new Date() } = {}) {
  const allowed = (from ?? statusesBefore(to)).filter((status) => NEXT[status]?.includes(to));
  if (allowed.length === 0) return false;
  const change = async (trx) => {
    const changed = await trx.updateTable("orders").set({ status: to }).where("id", "=", orderId).where("status", "in", allowed).executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) return false;
    await trx.insertInto("order_status_events").values({ order_id: orderId, status: to, created_at: at.toISOString() }).execute();
    return true;
  };
  return db.isTransaction ? change(db) : db.transaction().execute(change);
}
async function statusHistory(db, orderId) {
  const rows2 = await db.selectFrom("order_status_events").select(["status", "created_at"]).where("order_id", "=", orderId).orderBy("id").execute();
  return rows2.map((row) => ({ status: row.status, at: row.created_at }));
}

// server/account/orders.ts
var PENDING = ORDER_STATUS.placed;
var CANCELLED = ORDER_STATUS.cancelled;
var STATUS_LABELS = {
  pending: "Pending",
  pending_payment: "Pending Payment",
  processing: "Processing",
  shipped: "Shipped",
  completed: "Completed",
  cancelled: "Cancelled",
  closed: "Closed"
};
var statusLabel = (status) => STATUS_LABELS[status] ?? status.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase());
var ROW_COLUMNS = ["id", "increment_id", "customer_first_name", "customer_last_name", "status", "grand_total", "created_at"];
function orderRow(row, money) {
  const grandTotal = Number(row.grand_total);
  return {
    id: row.id,
    increment_id: row.increment_id,
    customer_first_name: row.customer_first_name,
    customer_last_name: row.customer_last_name,
    status: row.status,
    status_label: statusLabel(row.status),
    grand_total: toTaka(grandTotal),
    formatted_grand_total: money(grandTotal),
    created_at: row.created_at
  };
}
async function listOrders(db, customerId, page, perPage, money) {
  const [rows2, { total }] = await Promise.all([
    db.selectFrom("orders").select(ROW_COLUMNS).where("customer_id", "=", customerId).orderBy("id", "desc").limit(perPage).offset((page - 1) * perPage).execute(),
    db.selectFrom("orders").select((eb) => eb.fn.countAll().as("total")).where("customer_id", "=", customerId).executeTakeFirstOrThrow()
  ]);
  const count = Number(total);
  return {
    data: rows2.map((row) => orderRow(row, money)),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(count / perPage)), per_page: perPage, total: count }
  };
}
function orderAddress(row, language) {
  if (!row) return null;
  const { first_name, last_name, address1, city, state, postcode, country, phone } = row;
  return withPlaceLabels({ name: `${first_name} ${last_name}`, address1, city, state, postcode, country, phone }, language);
}
function payments(status, grandTotal) {
  const paid = status === "completed" ? grandTotal : 0;
  return { paid, refunded: 0, due: status === CANCELLED ? 0 : grandTotal - paid };
}
async function findOrder(db, customerId, orderId, money, words, language) {
  const order = await db.selectFrom("orders").selectAll().where("id", "=", orderId).where("customer_id", "=", customerId).executeTakeFirst();
  if (!order) return null;
  const [items, addresses, history] = await Promise.all([
    db.selectFrom("order_items").selectAll().where("order_id", "=", orderId).orderBy("id").execute(),
    db.selectFrom("order_addresses").selectAll().where("order_id", "=", orderId).execute(),
    statusHistory(db, orderId)
  ]);
  const [subTotal, shipping, discount, tax, grandTotal] = [order.sub_total, order.shipping_amount, order.discount_amount, order.tax_amount, order.grand_total].map(Number);
  const { paid, refunded, due } = payments(order.status, grandTotal);
  return {
    ...orderRow(order, money),
    subtotal: toTaka(subTotal),
    formatted_subtotal: money(subTotal),
    shipping_handling: toTaka(shipping),
    formatted_shipping_handling: money(shipping),
    discount_amount: toTaka(discount),
    formatted_discount_amount: money(discount),
    coupon_code: order.coupon_code,
    tax: toTaka(tax),
    formatted_tax: money(tax),
    total_paid: toTaka(paid),
    formatted_total_paid: money(paid),
    total_refunded: toTaka(refunded),
    formatted_total_refunded: money(refunded),
    total_due: toTaka(due),
    formatted_total_due: money(due),
    billing_address: orderAddress(addresses.find((a) => a.address_type === "billing"), language),
    shipping_address: orderAddress(addresses.find((a) => a.address_type === "shipping"), language),
    // Recorded in English; shown in the shopper's words.
    shipping_method: methodTitleIn(order.shipping_title, words),
    payment_method: methodTitleIn(order.payment_title, words),
    items: items.map((item) => ({
      sku: item.sku,
      name: item.name,
      price: toTaka(Number(item.price)),
      formatted_price: money(Number(item.price)),
      qty_ordered: Number(item.qty_ordered),
      total: toTaka(Number(item.total)),
      formatted_total: money(Number(item.total)),
      tax_percent: Number(item.tax_percent),
      tax_amount: toTaka(Number(item.tax_amount)),
      formatted_tax_amount: money(Number(item.tax_amount))
    })),
    can_cancel: order.status === PENDING,
    status_history: history
  };
}
async function cancelOrder(db, customerId, orderId) {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom("orders").select(["status", "coupon_code"]).where("id", "=", orderId).where("customer_id", "=", customerId).executeTakeFirst();
    if (!order) return "not-found";
    if (!await changeOrderStatus(trx, orderId, CANCELLED, { from: [PENDING] })) return "not-pending";
    if (order.coupon_code) {
      await trx.updateTable("coupons").set((eb) => ({ times_used: eb("times_used", "-", 1) })).where("code", "=", order.coupon_code).where("times_used", ">", 0).execute();
    }
    return "cancelled";
  });
}

// shared/validation/profileSchema.ts
var import_yup4 = require("yup");

// shared/validation/messages.ts
var NUMBERS = ["min", "max", "length", "size", "width", "height"];
function ruleMessage(id2) {
  return (given) => {
    const params = given;
    const values = { field: labelText(String(params.path)) };
    for (const name of NUMBERS) if (params[name] !== void 0) values[name] = params[name];
    return formText(id2, values);
  };
}
var MESSAGES = {
  required: ruleMessage("forms.required"),
  email: ruleMessage("forms.email"),
  min: ruleMessage("forms.min"),
  max: ruleMessage("forms.max"),
  min_value: ruleMessage("forms.minValue"),
  max_value: ruleMessage("forms.maxValue"),
  between: ruleMessage("forms.between"),
  length: ruleMessage("forms.length"),
  digits: ruleMessage("forms.digits"),
  integer: ruleMessage("forms.integer"),
  numeric: ruleMessage("forms.numeric"),
  alpha: ruleMessage("forms.alpha"),
  alpha_num: ruleMessage("forms.alphaNum"),
  alpha_dash: ruleMessage("forms.alphaDash"),
  alpha_spaces: ruleMessage("forms.alphaSpaces"),
  regex: ruleMessage("forms.regex"),
  url: ruleMessage("forms.url"),
  confirmed: ruleMessage("forms.confirmed"),
  is: ruleMessage("forms.is"),
  is_not: ruleMessage("forms.isNot"),
  one_of: ruleMessage("forms.oneOf"),
  not_one_of: ruleMessage("forms.notOneOf"),
  ext: ruleMessage("forms.ext"),
  mimes: ruleMessage("forms.mimes"),
  image: ruleMessage("forms.image"),
  size: ruleMessage("forms.size"),
  dimensions: ruleMessage("forms.dimensions"),
  /** The shop's password rules (registration and a new password). */
  password_personal: ruleMessage("forms.passwordPersonal"),
  password_common: ruleMessage("forms.passwordCommon"),
  /** The shop's own phone rule. */
  phone: ruleMessage("forms.phone")
};
function ruleText(rule2, field, params = {}) {
  return MESSAGES[rule2]({ ...params, path: field });
}

// shared/validation/phone.ts
var import_yup2 = require("yup");
function isPhone(value) {
  return value == null || value === "" || /^\+?\d+$/.test(value);
}
var BD_MOBILE = /^01[3-9]\d{8}$/;
function toLocalMobile(value) {
  const compact = value.trim().replace(/[\s-]/g, "");
  return /^\+?8801\d{9}$/.test(compact) ? compact.replace(/^\+?88/, "") : compact;
}
function phoneNumber(label) {
  return (0, import_yup2.string)().trim().label(label).test("phone", MESSAGES.phone, isPhone);
}
function bdMobile(label) {
  return (0, import_yup2.string)().label(label).transform((value) => typeof value === "string" ? toLocalMobile(value) : value).required(MESSAGES.required).test("phone", MESSAGES.phone, (value) => !value || BD_MOBILE.test(value));
}

// shared/validation/rules.ts
var import_yup3 = require("yup");
var TEXT_MAX = 191;
var emptyAsAbsent = (value) => value === "" ? void 0 : value;
function requiredText(label, max = TEXT_MAX) {
  return (0, import_yup3.string)().label(label).trim().required(MESSAGES.required).max(max, MESSAGES.max);
}
function optionalText(label, max = TEXT_MAX) {
  return (0, import_yup3.string)().label(label).trim().max(max, MESSAGES.max);
}
function personName(label, max = 100) {
  return requiredText(label, max).test(
    "person_name",
    MESSAGES.regex,
    (value) => !value || /\p{L}/u.test(value) && !/[<>\u202A-\u202E\u2066-\u2069\u200B-\u200F\uFEFF]/u.test(value)
  );
}
function emailAddress(label = "forms.fieldEmail", { required: required2 = true } = {}) {
  const email = (0, import_yup3.string)().label(label).trim().lowercase().transform(emptyAsAbsent).email(MESSAGES.email).max(TEXT_MAX, MESSAGES.max);
  return required2 ? email.required(MESSAGES.required) : email;
}
var PASSWORD_MIN = 8;
function personalValues(form) {
  const text7 = (key2) => typeof form[key2] === "string" ? form[key2].trim().toLowerCase() : "";
  const [email, phone, first, last] = [text7("email"), text7("phone"), text7("first_name"), text7("last_name")];
  const local = phone.replace(/\D/g, "").replace(/^880/, "0");
  const phones = local ? [phone, local, `880${local.slice(1)}`, `+880${local.slice(1)}`] : [];
  return [email, email.split("@")[0], ...phones, first, last, `${first}${last}`, `${first} ${last}`.trim()].filter(Boolean);
}
function newPassword(label = "forms.fieldPassword", { required: required2 = true } = {}) {
  const field = (0, import_yup3.string)().label(label).transform(emptyAsAbsent).min(PASSWORD_MIN, MESSAGES.min).max(128, MESSAGES.max).test("password_personal", MESSAGES.password_personal, function(value) {
    if (!value) return true;
    return !personalValues(this.parent ?? {}).includes(value.trim().toLowerCase());
  }).test("password_common", MESSAGES.password_common, function(value) {
    const isCommon = this.options.context?.isCommonPassword;
    return !value || !isCommon || !isCommon(value);
  });
  return required2 ? field.required(MESSAGES.required) : field;
}
function confirmed(other, label, otherLabel = other) {
  return (0, import_yup3.string)().label(label).transform(emptyAsAbsent).required(MESSAGES.required).oneOf([(0, import_yup3.ref)(other)], ruleText("confirmed", otherLabel));
}
function digits(label, length) {
  return (0, import_yup3.string)().label(label).trim().required(MESSAGES.required).test({ name: "digits", message: MESSAGES.digits, params: { length }, test: (value) => new RegExp(`^\\d{${length}}$`).test(value ?? "") });
}
function chosenId(label) {
  return (0, import_yup3.number)().label(label).transform((value, original) => original === "" || original === null ? void 0 : value).typeError(MESSAGES.required).required(MESSAGES.required).integer(MESSAGES.integer).min(1, MESSAGES.required);
}
var isEmpty = (value) => value === void 0 || value === null || value === "" || Array.isArray(value) && value.length === 0;
var asNumber = (value) => typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : NaN;
var filesOf = (value) => Array.isArray(value) ? value : [value];
var isFile = (value) => typeof value?.size === "number";
function rule(name, message, params, valid) {
  return { name, message, params, test: (value) => isEmpty(value) || valid(value) };
}
function fileRule(name, message, params, valid) {
  return rule(name, message, params, async (value) => {
    for (const file of filesOf(value)) if (!isFile(file) || !await valid(file)) return false;
    return true;
  });
}
var minValue = (min, message = MESSAGES.min_value) => rule("min_value", message, { min }, (v) => asNumber(v) >= min);
var maxValue = (max, message = MESSAGES.max_value) => rule("max_value", message, { max }, (v) => asNumber(v) <= max);
var between = (min, max, message = MESSAGES.between) => rule("between", message, { min, max }, (v) => asNumber(v) >= min && asNumber(v) <= max);
var pattern = (name, re) => (message = MESSAGES[name]) => rule(name, message, {}, (v) => re.test(String(v)));
var numeric = pattern("numeric", /^[0-9]+$/);
var alpha = pattern("alpha", /^[\p{L}\p{M}]+$/u);
var alphaNum = pattern("alpha_num", /^[\p{L}\p{M}\p{Nd}]+$/u);
var alphaDash = pattern("alpha_dash", /^[\p{L}\p{M}\p{Nd}_-]+$/u);
var alphaSpaces = pattern("alpha_spaces", /^[\p{L}\p{M}\s]+$/u);
var regex = (re, message = MESSAGES.regex) => rule("regex", message, { regex: re }, (v) => {
  re.lastIndex = 0;
  return re.test(String(v));
});
var extensionOf = (name) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
var ext = (extensions, message = MESSAGES.ext) => fileRule("ext", message, { extensions: extensions.join(", ") }, (f) => extensions.map((e) => e.toLowerCase()).includes(extensionOf(f.name)));
var size = (kilobytes, message = MESSAGES.size) => fileRule("size", message, { size: kilobytes }, (f) => f.size <= kilobytes * 1024);
var DATE_MESSAGE = ruleMessage("forms.date");
var PAST_MESSAGE = ruleMessage("forms.pastDate");
var EARLIEST_DAY = "1900-01-01";
function isCalendarDay(value) {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = /* @__PURE__ */ new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}
var today = () => (/* @__PURE__ */ new Date()).toISOString().slice(0, 10);
function pastDay(label, requiredMessage = MESSAGES.required) {
  return (0, import_yup3.string)().label(label).trim().transform((value) => value === "" || value === null ? void 0 : value).required(requiredMessage).test("date", DATE_MESSAGE, (value) => !value || isCalendarDay(value) && value >= EARLIEST_DAY).test("past", PAST_MESSAGE, (value) => !value || !isCalendarDay(value) || value < today());
}

// shared/validation/profileSchema.ts
var emptyAsAbsent2 = (value) => value === "" || value === null ? void 0 : value;
var passwordField = (label) => (0, import_yup4.string)().label(label).transform(emptyAsAbsent2).max(128, MESSAGES.max);
var changing = (newPassword2) => typeof newPassword2 === "string" && newPassword2 !== "";
var profileSchema = (0, import_yup4.object)({
  first_name: personName("forms.fieldFirstName"),
  last_name: personName("forms.fieldLastName"),
  email: emailAddress("forms.fieldEmail"),
  phone: bdMobile("forms.fieldMobile"),
  gender: (0, import_yup4.string)().label("forms.fieldGender").transform(emptyAsAbsent2).required(MESSAGES.required).oneOf(GENDERS, MESSAGES.one_of),
  date_of_birth: pastDay("forms.fieldDateOfBirth"),
  news_letter: (0, import_yup4.boolean)().default(false),
  new_password: newPassword("forms.fieldNewPassword", { required: false }),
  current_password: passwordField("forms.fieldCurrentPassword").when("new_password", {
    is: changing,
    then: (field) => field.required(MESSAGES.required)
  }),
  new_password_confirmation: passwordField("forms.fieldNewPasswordConfirmation").when("new_password", {
    is: changing,
    then: (field) => field.required(MESSAGES.required).test("confirmed", ruleText("confirmed", "forms.fieldNewPassword"), function(value) {
      return value === this.parent.new_password;
    })
  })
});

// shared/validation/registrationSchema.ts
var import_yup5 = require("yup");
var registrationSchema = (0, import_yup5.object)({
  first_name: personName("forms.fieldFirstName"),
  last_name: personName("forms.fieldLastName"),
  email: emailAddress("forms.fieldEmail"),
  phone: bdMobile("forms.fieldPhone"),
  password: newPassword("forms.fieldPassword"),
  password_confirmation: confirmed("password", "forms.fieldPasswordConfirmation", "forms.fieldPassword"),
  is_subscribed: (0, import_yup5.boolean)().default(false)
});

// server/customer/password.ts
var import_node_crypto4 = require("node:crypto");
var COST = { N: 2 ** 15, r: 8, p: 1 };
var KEY_LENGTH = 32;
function derive(password, salt, options) {
  const maxmem = 256 * (options.N ?? COST.N) * (options.r ?? COST.r);
  return new Promise(
    (resolve, reject) => (0, import_node_crypto4.scrypt)(password.normalize("NFC"), salt, KEY_LENGTH, { ...options, maxmem }, (error, key2) => error ? reject(error) : resolve(key2))
  );
}
async function hashPassword(password) {
  const salt = (0, import_node_crypto4.randomBytes)(16);
  const key2 = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64url"), key2.toString("base64url")].join("$");
}
async function verifyPassword(password, stored) {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key2 = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return key2.length === expected.length && (0, import_node_crypto4.timingSafeEqual)(key2, expected);
}
var decoy;
async function verifyAgainstDecoy(password) {
  decoy ??= hashPassword((0, import_node_crypto4.randomBytes)(16).toString("hex"));
  await verifyPassword(password, await decoy);
  return false;
}

// server/customer/passwordRule.ts
var import_language_common = require("@zxcvbn-ts/language-common");
var common;
function isCommonPassword(password) {
  common ??= new Set(import_language_common.dictionary["passwords-common"]);
  return common.has(password.trim().toLowerCase());
}
var PASSWORD_CHECKS = { isCommonPassword };

// server/customer/customers.ts
var EMAIL_TAKEN_TEXT = serverText("server.emailTaken");
var PHONE_TAKEN_TEXT = serverText("server.phoneTaken");
var EMAIL_TAKEN = inEnglish(EMAIL_TAKEN_TEXT);
var PHONE_TAKEN = inEnglish(PHONE_TAKEN_TEXT);
async function takenFields(db, email, phone, self) {
  let query = db.selectFrom("customers").select(["email", "phone"]).where((eb) => eb.or([eb("email", "=", email), eb("phone", "=", phone)]));
  if (self !== void 0) query = query.where("id", "!=", self);
  const rows2 = await query.execute();
  const errors = {};
  if (rows2.some((r) => r.email === email)) errors.email = [EMAIL_TAKEN_TEXT];
  if (rows2.some((r) => r.phone === phone)) errors.phone = [PHONE_TAKEN_TEXT];
  return errors;
}
async function registerCustomer(db, input) {
  const checked = await checkFormTexts(registrationSchema, input, PASSWORD_CHECKS);
  if (!checked.ok) return checked;
  const form = checked.value;
  const email = String(form.email);
  const phone = String(form.phone);
  const taken = await takenFields(db, email, phone);
  if (Object.keys(taken).length) return { ok: false, errors: taken };
  const password_hash = await hashPassword(String(form.password));
  try {
    const { id: id2 } = await db.insertInto("customers").values({
      first_name: form.first_name,
      last_name: form.last_name,
      email,
      phone,
      password_hash,
      is_subscribed: form.is_subscribed ? 1 : 0
    }).returning("id").executeTakeFirstOrThrow();
    return { ok: true, customerId: id2 };
  } catch (error) {
    const raced = await takenFields(db, email, phone);
    if (Object.keys(raced).length) return { ok: false, errors: raced };
    throw error;
  }
}
async function findByLogin(db, login) {
  const column = login.includes("@") ? "email" : "phone";
  return db.selectFrom("customers").select(["id", "password_hash", "first_name"]).where(column, "=", column === "email" ? login.toLowerCase() : login).where("status", "=", 1).executeTakeFirst();
}

// server/account/profile.ts
var WRONG_CURRENT_PASSWORD_TEXT = serverText("server.wrongCurrentPassword");
var WRONG_CURRENT_PASSWORD = inEnglish(WRONG_CURRENT_PASSWORD_TEXT);
async function readProfile(db, customerId) {
  const row = await db.selectFrom("customers").select(["email", "first_name", "last_name", "phone", "gender", "date_of_birth", "is_subscribed"]).where("id", "=", customerId).executeTakeFirst();
  if (!row) return null;
  return {
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    gender: GENDERS.includes(row.gender) ? row.gender : null,
    date_of_birth: row.date_of_birth,
    subscribed_to_news_letter: Number(row.is_subscribed) === 1,
    image: null
  };
}
async function updateProfile(db, customerId, input) {
  const checked = await checkFormTexts(profileSchema, input, PASSWORD_CHECKS);
  if (!checked.ok) return checked;
  const form = checked.value;
  const email = String(form.email);
  const phone = String(form.phone);
  const taken = await takenFields(db, email, phone, customerId);
  if (Object.keys(taken).length) return { ok: false, errors: taken };
  let password_hash;
  if (form.new_password) {
    const { password_hash: stored } = await db.selectFrom("customers").select("password_hash").where("id", "=", customerId).executeTakeFirstOrThrow();
    if (!await verifyPassword(String(form.current_password), stored)) {
      return { ok: false, errors: { current_password: [WRONG_CURRENT_PASSWORD_TEXT] }, wrongPassword: true };
    }
    password_hash = await hashPassword(form.new_password);
  }
  const changes = {
    first_name: form.first_name,
    last_name: form.last_name,
    email,
    phone,
    gender: form.gender,
    date_of_birth: form.date_of_birth,
    is_subscribed: form.news_letter ? 1 : 0,
    ...password_hash ? { password_hash } : {}
  };
  try {
    await db.updateTable("customers").set(changes).where("id", "=", customerId).execute();
  } catch (error) {
    const raced = await takenFields(db, email, phone, customerId);
    if (Object.keys(raced).length) return { ok: false, errors: raced };
    throw error;
  }
  return { ok: true, profile: await readProfile(db, customerId), passwordChanged: Boolean(password_hash) };
}

// server/customer/loginThrottle.ts
var ACCOUNT_LOCK = { free: 5, firstDelayMs: 3e4, maxDelayMs: 5 * 6e4, forgetAfterMs: 60 * 6e4 };
var ADDRESS_LOCK = { free: 20, firstDelayMs: 6e4, maxDelayMs: 15 * 6e4, forgetAfterMs: 60 * 6e4 };
var accountKey = (login) => `signin-account|${login.toLowerCase()}`;
var addressKey = (ip) => `signin-address|${ip}`;
async function signInWait(store2, login, ip) {
  const [account, address] = await Promise.all([store2.lockedFor(accountKey(login)), store2.lockedFor(addressKey(ip))]);
  return Math.max(account, address);
}
async function recordMiss(store2, login, ip) {
  await Promise.all([store2.miss(accountKey(login), ACCOUNT_LOCK), store2.miss(addressKey(ip), ADDRESS_LOCK)]);
}
async function signedIn(store2, login) {
  await store2.forget(accountKey(login));
}
var CURRENT_PASSWORD_LOCK = ACCOUNT_LOCK;

// shared/validation/returnPath.ts
var OWN_ORIGIN = "http://shop.invalid";
var MAX_LENGTH = 500;
var UNSAFE = /[\u0000-\u001f\u007f\\]/;
function safeReturnPath(value) {
  if (typeof value !== "string" || value.length > MAX_LENGTH || !value.startsWith("/")) return null;
  let decoded;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  for (const form of [value, decoded]) if (UNSAFE.test(form) || form.startsWith("//")) return null;
  let resolved;
  try {
    resolved = new URL(value, OWN_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== OWN_ORIGIN) return null;
  return resolved.pathname + resolved.search + resolved.hash;
}

// server/routes/requireCustomer.ts
var LOGIN_PATH = "/customer/login";
var SIGN_IN_REQUIRED_TEXT = serverText("server.signInRequired");
var SIGN_IN_REQUIRED = inEnglish(SIGN_IN_REQUIRED_TEXT);
function requireCustomer(request) {
  const customerId = request.session.get("customerId");
  if (!customerId) throw new HttpError(401, SIGN_IN_REQUIRED_TEXT, void 0, { redirect_url: LOGIN_PATH });
  return customerId;
}
async function customerPage(request, reply) {
  if (request.session.get("customerId")) return;
  const back = safeReturnPath(request.url);
  if (back) request.session.set("returnTo", back);
  return reply.redirect(LOGIN_PATH);
}

// server/catalog/listing.ts
var import_kysely11 = require("kysely");

// server/search/productMatches.ts
var import_kysely4 = require("kysely");

// server/catalog/names.ts
function nameIn(language, english3, bangla2) {
  return language === "bn" && bangla2 ? bangla2 : english3;
}
function variantNameIn(language, variant, product, productBangla) {
  const bangla2 = nameIn(language, product, productBangla);
  if (bangla2 === product || !variant.toLowerCase().startsWith(product.toLowerCase())) return variant;
  return bangla2 + variant.slice(product.length);
}
function categoryIn(language, { name_bn, ...category }) {
  const name = nameIn(language, category.name, name_bn);
  return { ...category, name, category_name: name };
}
function brandIn(language, { name_bn, ...brand }) {
  return { ...brand, admin_name: nameIn(language, brand.admin_name, name_bn) };
}
var searchable = (text7) => text7.normalize("NFC");

// server/search/banglaSimilarity.ts
var BENGALI = /[\u0980-\u09FF]/u;
var isBangla = (word) => BENGALI.test(word);
var ONE_LETTER = { "\u09A1\u09BC": "\u09DC", "\u09A2\u09BC": "\u09DD", "\u09AF\u09BC": "\u09DF" };
var FOLDED = /[\u09A1\u09A2\u09AF]\u09BC|[\u200C\u200D]/g;
var lettersOf = (word) => word.normalize("NFC").replace(FOLDED, (m) => ONE_LETTER[m] ?? "");
var allowedEdits = (length) => length <= 2 ? 0 : length <= 5 ? 1 : 2;
function editsTo(typed, word, allowed) {
  let beforeLast = new Int32Array(word.length + 1);
  let last = Int32Array.from({ length: word.length + 1 }, (_, j) => j);
  let row = new Int32Array(word.length + 1);
  for (let i = 1; i <= typed.length; i += 1) {
    row[0] = i;
    let least = i;
    for (let j = 1; j <= word.length; j += 1) {
      let edits = Math.min(last[j] + 1, row[j - 1] + 1, last[j - 1] + (typed[i - 1] === word[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && typed[i - 1] === word[j - 2] && typed[i - 2] === word[j - 1]) edits = Math.min(edits, beforeLast[j - 2] + 1);
      row[j] = edits;
      if (edits < least) least = edits;
    }
    if (least > allowed) return null;
    [beforeLast, last, row] = [last, row, beforeLast];
  }
  return { whole: last[word.length], start: Math.min(...last) };
}
function banglaScorer(typed) {
  const letters = lettersOf(typed);
  const allowed = allowedEdits(letters.length);
  return (word) => {
    const other = lettersOf(word);
    if (other.length < letters.length - allowed) return 0;
    const edits = editsTo(letters, other.slice(0, letters.length + allowed + 1), allowed);
    if (edits === null) return 0;
    const { whole, start } = edits;
    const wholeScore = whole <= allowed ? 1 - whole / Math.max(letters.length, other.length) : 0;
    const startScore = start <= allowed ? 1 - start / letters.length : 0;
    return Math.max(wholeScore, startScore);
  };
}

// server/search/similarity.ts
var MIN_SCORE = 0.4;
function wordsOf(text7) {
  return text7.normalize("NFKC").replace(/[\u200C\u200D]/g, "").toLowerCase().split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
}
function trigramsOf(word) {
  const padded = `  ${word} `;
  const set = /* @__PURE__ */ new Set();
  for (let i = 0; i + 3 <= padded.length; i += 1) set.add(padded.slice(i, i + 3));
  return set;
}
function jaccard(a, b) {
  let common2 = 0;
  for (const t of a) if (b.has(t)) common2 += 1;
  return common2 / (a.size + b.size - common2);
}
function scorerFor(typed) {
  if (isBangla(typed)) return banglaScorer(typed);
  const trigrams = trigramsOf(typed);
  return (word) => {
    const whole = jaccard(trigrams, trigramsOf(word));
    if (word.length <= typed.length) return whole;
    return Math.max(whole, jaccard(trigrams, trigramsOf(word.slice(0, typed.length))));
  };
}
function score(term, name) {
  const typed = wordsOf(term);
  const words = wordsOf(name);
  if (typed.length === 0 || words.length === 0) return 0;
  let total = 0;
  for (const t of typed) total += Math.max(...words.map(scorerFor(t)));
  return total / typed.length;
}
var CLOSE_WORDS = 3;
function closestWords(typed, vocabulary) {
  const scoreOf = scorerFor(typed);
  return vocabulary.map((word) => ({ word, score: scoreOf(word) })).filter((x) => x.score >= MIN_SCORE).sort((a, b) => b.score - a.score || a.word.length - b.word.length).slice(0, CLOSE_WORDS).map((x) => x.word);
}
function bestMatches(term, items, nameOf, limit) {
  return items.map((item, index2) => ({ item, index: index2, score: score(term, nameOf(item)) })).filter((x) => x.score >= MIN_SCORE).sort((a, b) => b.score - a.score || a.index - b.index).slice(0, limit).map((x) => x.item);
}

// server/search/nameWords.ts
var import_kysely3 = require("kysely");

// server/catalog/cache.ts
var CACHE_TTL_MS = 5e3;
var stores = /* @__PURE__ */ new WeakMap();
function cached(owner, key2, load, ttl = CACHE_TTL_MS, now = Date.now()) {
  let store2 = stores.get(owner);
  if (!store2) stores.set(owner, store2 = /* @__PURE__ */ new Map());
  const hit = store2.get(key2);
  if (hit && hit.until > now) return hit.value;
  if (hit && hit.until + ttl > now) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      const fresh = load();
      fresh.then(
        () => store2.set(key2, { until: Date.now() + ttl, value: fresh, refreshing: false }),
        () => hit.refreshing = false
      );
    }
    return hit.value;
  }
  const value = load();
  store2.set(key2, { until: now + ttl, value, refreshing: false });
  value.catch(() => store2.get(key2)?.value === value && store2.delete(key2));
  return value;
}
function forget(owner, key2) {
  if (key2 === void 0) stores.delete(owner);
  else stores.get(owner)?.delete(key2);
}

// server/search/nameWords.ts
function nameWords(db) {
  return cached(db, "name-words", () => wordsOf2(db, "product_words"));
}
function banglaNameWords(db) {
  return cached(db, "name-words-bn", () => wordsOf2(db, "product_words_bn"));
}
function wordsOf2(db, table) {
  return db.getExecutor().adapter instanceof import_kysely3.PostgresAdapter ? read(db, import_kysely3.sql`select word from ${import_kysely3.sql.table(table)}`) : sqliteWords(db, table);
}
async function read(db, query) {
  return (await query.execute(db)).rows.map((r) => r.word);
}
var reads = /* @__PURE__ */ new WeakMap();
async function sqliteWords(db, table) {
  const { mark } = (await import_kysely3.sql`select counter as mark from name_word_marks`.execute(db)).rows[0];
  const known = reads.get(db) ?? /* @__PURE__ */ new Map();
  reads.set(db, known);
  const last = known.get(table);
  if (last?.mark === mark) return last.words;
  const words = read(db, import_kysely3.sql`select term as word from ${import_kysely3.sql.table(table)}`);
  const entry = { mark, words };
  known.set(table, entry);
  words.catch(() => known.get(table) === entry && known.delete(table));
  return words;
}

// server/search/productMatches.ts
var CANDIDATES = 60;
var INDEXED = 3;
async function matchingProducts(db, typed, limit) {
  const term = searchable(typed);
  const exact = await holdingText(db, term);
  const found = exact.slice(0, limit);
  if (found.length >= limit) return found;
  const fuzzy = await similarNames(db, term);
  const seen = new Set(found.map((p) => p.id));
  return [...found, ...bestMatches(term, fuzzy.filter((p) => !seen.has(p.id)), (p) => `${p.name} ${p.name_bn ?? ""}`, limit - found.length)];
}
async function similarNames(db, term) {
  const typed = wordsOf(term).filter((word) => [...word].length >= INDEXED);
  const found = [
    ...await similarIn(db, "name", typed.filter((word) => !isBangla(word))),
    ...await similarIn(db, "name_bn", typed.filter(isBangla))
  ];
  const seen = /* @__PURE__ */ new Set();
  return found.filter((p) => !seen.has(p.id) && seen.add(p.id));
}
async function similarIn(db, column, typed) {
  if (typed.length === 0) return [];
  const vocabulary = await (column === "name" ? nameWords(db) : banglaNameWords(db));
  const close = typed.map((word) => closestWords(word, vocabulary).filter((w) => [...w].length >= INDEXED));
  const best = close.flatMap((words) => words.slice(0, 1));
  if (best.length === 0) return [];
  const all = best.length === typed.length ? await holdingWords(db, column, best, "all") : [];
  if (all.length >= CANDIDATES / 2) return all;
  const seen = new Set(all.map((p) => p.id));
  return [...all, ...(await holdingWords(db, column, close.flat(), "any")).filter((p) => !seen.has(p.id))];
}
var likePattern = (text7) => `%${text7.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
function holdingText(db, text7) {
  const postgres = db.getExecutor().adapter instanceof import_kysely4.PostgresAdapter;
  const short = [...text7].length < INDEXED;
  if (postgres && short) {
    return rows(db, import_kysely4.sql`select id, name, name_bn from (select id, name, name_bn, status from products order by id desc offset 0) p
      where status = 1 and (name ilike ${likePattern(text7)} escape '\\' or name_bn ilike ${likePattern(text7)} escape '\\') limit ${CANDIDATES}`);
  }
  if (postgres || short) {
    const like = import_kysely4.sql.raw(postgres ? "ilike" : "like");
    return rows(db, import_kysely4.sql`select id, name, name_bn from products where status = 1
      and (name ${like} ${likePattern(text7)} escape '\\' or name_bn ${like} ${likePattern(text7)} escape '\\')
      order by id desc limit ${CANDIDATES}`);
  }
  return rows(db, import_kysely4.sql`select p.id, p.name, p.name_bn from (select rowid from product_names where product_names match ${`"${text7.replace(/"/g, '""')}"`}
    order by rowid desc limit ${CANDIDATES}) f ${indexedProducts}`);
}
function holdingWords(db, column, words, how) {
  if (db.getExecutor().adapter instanceof import_kysely4.PostgresAdapter) {
    if (column === "name_bn") {
      const holds2 = import_kysely4.sql.raw(how === "all" ? "@>" : "&&");
      return rows(db, import_kysely4.sql`select id, name, name_bn from products where status = 1 and bangla_words(name_bn) ${holds2} cast(${words} as text[]) limit ${CANDIDATES}`);
    }
    const query2 = how === "all" ? [import_kysely4.sql`plainto_tsquery('simple', ${words.join(" ")})`] : words.map((word) => import_kysely4.sql`plainto_tsquery('simple', ${word})`);
    const each = query2.map((q) => import_kysely4.sql`to_tsvector('simple', name) @@ ${q}`);
    return rows(db, import_kysely4.sql`select id, name, name_bn from products where status = 1 and (${import_kysely4.sql.join(each, import_kysely4.sql` or `)}) limit ${CANDIDATES}`);
  }
  const index2 = import_kysely4.sql.table(column === "name" ? "product_word_index" : "product_word_index_bn");
  const query = words.map((word) => `"${word.replace(/"/g, '""')}"`).join(how === "all" ? " AND " : " OR ");
  return rows(db, import_kysely4.sql`select p.id, p.name, p.name_bn from (select rowid from ${index2} where ${index2} match ${query} limit ${CANDIDATES}) f
    ${indexedProducts}`);
}
var indexedProducts = import_kysely4.sql`cross join products p on p.id = f.rowid where p.status = 1 order by p.name, p.name_bn, p.sku, p.id`;
async function rows(db, query) {
  return (await query.execute(db)).rows;
}

// shared/filters/priceRange.ts
var PRICE_RANGE = { min: 0, max: 1e5 };
var DEFAULT_PRICE = { min: 0, max: 6e4 };

// shared/filters/listingFilters.ts
var SORTS = ["newest", "price_asc", "price_desc", "rating", "bestselling"];
var DEFAULT_FILTERS = { price: DEFAULT_PRICE, brandId: null, colorId: null, sizeId: null, sort: "newest", page: 1 };
var wholeNumber = (value, low, high) => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= low && n <= high ? n : null;
};
function filtersFromAddress(search) {
  const min = wholeNumber(search.get("min_price"), PRICE_RANGE.min, PRICE_RANGE.max);
  const max = wholeNumber(search.get("max_price"), PRICE_RANGE.min, PRICE_RANGE.max);
  const price = min !== null && max !== null && min <= max ? { min, max } : min !== null && max === null && min <= DEFAULT_PRICE.max ? { min, max: DEFAULT_PRICE.max } : max !== null && min === null ? { min: DEFAULT_PRICE.min, max } : DEFAULT_PRICE;
  const id2 = (key2) => wholeNumber(search.get(key2), 1, 2147483647);
  const sort = SORTS.find((s) => s === search.get("sort")) ?? "newest";
  return { price, brandId: id2("brand_id"), colorId: id2("color_id"), sizeId: id2("size_id"), sort, page: id2("page") ?? 1 };
}

// server/catalog/listingSort.ts
var import_kysely9 = require("kysely");

// server/db/migrations/009_search_sort.ts
var search_sort_exports = {};
__export(search_sort_exports, {
  AVERAGE_RATING: () => AVERAGE_RATING,
  SOLD_COUNT_ITEM_BODY: () => SOLD_COUNT_ITEM_BODY,
  TRGM_SCHEMA: () => TRGM_SCHEMA,
  down: () => down,
  up: () => up
});
var import_kysely6 = require("kysely");

// server/db/migrations/helpers.ts
var import_kysely5 = require("kysely");
function isPostgres(db) {
  return db.getExecutor().adapter instanceof import_kysely5.PostgresAdapter;
}
function nowDefault(db) {
  return isPostgres(db) ? import_kysely5.sql`(to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))` : import_kysely5.sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}
function tableWithId(db, name) {
  const pg3 = isPostgres(db);
  return db.schema.createTable(name).addColumn("id", pg3 ? "serial" : "integer", (c) => pg3 ? c.primaryKey() : c.primaryKey().autoIncrement());
}

// server/db/migrations/009_search_sort.ts
var AVERAGE_RATING = "case when reviews_count > 0 then cast(rating_total as real) / reviews_count else 0 end";
var SOLD_COUNT_ITEM_BODY = `$$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        UPDATE products SET sold_count = sold_count + NEW.qty_ordered
          WHERE id = NEW.product_id AND (SELECT status FROM orders WHERE id = NEW.order_id) <> 'cancelled';
        RETURN NEW;
      END IF;
      UPDATE products SET sold_count = sold_count - OLD.qty_ordered
        WHERE id = OLD.product_id AND (SELECT status FROM orders WHERE id = OLD.order_id) <> 'cancelled';
      RETURN OLD;
    END $$`;
var TRGM_SCHEMA = "public";
async function up(db) {
  await db.schema.alterTable("products").addColumn("sold_count", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await import_kysely6.sql`update products set sold_count = coalesce((select sum(oi.qty_ordered) from order_items oi inner join orders o on o.id = oi.order_id
    where oi.product_id = products.id and o.status <> 'cancelled'), 0)`.execute(db);
  await import_kysely6.sql.raw(`CREATE INDEX products_status_rating ON products (status, (${AVERAGE_RATING}), id)`).execute(db);
  await db.schema.createIndex("products_status_sold").on("products").columns(["status", "sold_count", "id"]).execute();
  if (isPostgres(db)) await postgresUp(db);
  else await sqliteUp(db);
}
async function sqliteUp(db) {
  const run = (text7) => import_kysely6.sql.raw(text7).execute(db);
  await run(`CREATE VIRTUAL TABLE product_names USING fts5(name, content='products', content_rowid='id', tokenize='trigram')`);
  await run(`CREATE TRIGGER product_names_insert AFTER INSERT ON products BEGIN
    INSERT INTO product_names(rowid, name) VALUES (new.id, new.name); END`);
  await run(`CREATE TRIGGER product_names_delete AFTER DELETE ON products BEGIN
    INSERT INTO product_names(product_names, rowid, name) VALUES ('delete', old.id, old.name); END`);
  await run(`CREATE TRIGGER product_names_update AFTER UPDATE OF name ON products BEGIN
    INSERT INTO product_names(product_names, rowid, name) VALUES ('delete', old.id, old.name);
    INSERT INTO product_names(rowid, name) VALUES (new.id, new.name); END`);
  await run(`INSERT INTO product_names(product_names) VALUES ('rebuild')`);
  const live = (order) => `(select status from orders where id = ${order}.order_id) <> 'cancelled'`;
  await run(`CREATE TRIGGER sold_count_insert AFTER INSERT ON order_items WHEN ${live("new")} BEGIN
    UPDATE products SET sold_count = sold_count + new.qty_ordered WHERE id = new.product_id; END`);
  await run(`CREATE TRIGGER sold_count_delete AFTER DELETE ON order_items WHEN ${live("old")} BEGIN
    UPDATE products SET sold_count = sold_count - old.qty_ordered WHERE id = old.product_id; END`);
  for (const [name, when, sign] of [["cancel", `new.status = 'cancelled' AND old.status <> 'cancelled'`, "-"], ["revive", `old.status = 'cancelled' AND new.status <> 'cancelled'`, "+"]]) {
    await run(`CREATE TRIGGER sold_count_${name} AFTER UPDATE OF status ON orders WHEN ${when} BEGIN
      UPDATE products SET sold_count = sold_count ${sign} coalesce((select sum(qty_ordered) from order_items where order_id = new.id and product_id = products.id), 0)
      WHERE id IN (select product_id from order_items where order_id = new.id); END`);
  }
}
async function postgresUp(db) {
  const run = (text7) => import_kysely6.sql.raw(text7).execute(db);
  const installed = await import_kysely6.sql`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (!installed.rows[0].n) {
    try {
      await run(`CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA ${TRGM_SCHEMA}`);
    } catch (error) {
      const again = await import_kysely6.sql`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
      if (!again.rows[0].n) throw error;
    }
  }
  await run(`CREATE INDEX products_name_trgm ON products USING gin (name ${TRGM_SCHEMA}.gin_trgm_ops)`);
  await run(`CREATE FUNCTION sold_count_item() RETURNS trigger LANGUAGE plpgsql AS ${SOLD_COUNT_ITEM_BODY}`);
  await run(`CREATE TRIGGER sold_count_item AFTER INSERT OR DELETE ON order_items FOR EACH ROW EXECUTE FUNCTION sold_count_item()`);
  await run(`CREATE FUNCTION sold_count_order() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE sign integer := CASE WHEN NEW.status = 'cancelled' THEN -1 ELSE 1 END;
    BEGIN
      IF (OLD.status = 'cancelled') <> (NEW.status = 'cancelled') THEN
        UPDATE products p SET sold_count = p.sold_count + sign * i.qty
          FROM (SELECT product_id, sum(qty_ordered) AS qty FROM order_items WHERE order_id = NEW.id GROUP BY product_id) i
          WHERE p.id = i.product_id;
      END IF;
      RETURN NEW;
    END $$`);
  await run(`CREATE TRIGGER sold_count_order AFTER UPDATE OF status ON orders FOR EACH ROW EXECUTE FUNCTION sold_count_order()`);
}
async function down(db) {
  const run = (text7) => import_kysely6.sql.raw(text7).execute(db);
  if (isPostgres(db)) {
    await run("DROP TRIGGER sold_count_order ON orders");
    await run("DROP TRIGGER sold_count_item ON order_items");
    await run("DROP FUNCTION sold_count_order()");
    await run("DROP FUNCTION sold_count_item()");
    await run("DROP INDEX products_name_trgm");
  } else {
    for (const t of ["sold_count_insert", "sold_count_delete", "sold_count_cancel", "sold_count_revive", "product_names_insert", "product_names_delete", "product_names_update"]) {
      await run(`DROP TRIGGER ${t}`);
    }
    await run("DROP TABLE product_names");
  }
  for (const index2 of ["products_status_sold", "products_status_rating"]) await db.schema.dropIndex(index2).execute();
  await db.schema.alterTable("products").dropColumn("sold_count").execute();
}

// server/catalog/effectivePrices.ts
var import_kysely7 = require("kysely");

// server/catalog/pricing.ts
function campaignPrice(regular, campaign) {
  const off = campaign.discount_type === "Percentage" ? Math.round(regular * campaign.discount / 1e4) : campaign.discount;
  return Math.max(0, regular - off);
}
function quote(price, specialPrice, campaigns2 = []) {
  const special = specialPrice !== null && specialPrice < price ? specialPrice : null;
  let best = null;
  for (const c of campaigns2) {
    const p = campaignPrice(price, c);
    if (!best || p < best.price) best = { price: p, id: c.id };
  }
  if (best) return { regular: price, special, final: best.price, campaignId: best.id };
  return { regular: price, special, final: special ?? price, campaignId: null };
}
var ENABLED_CAMPAIGNS = "enabled-campaigns";
function enabledCampaigns(db) {
  return cached(db, ENABLED_CAMPAIGNS, async () => {
    const [campaigns2, brands2] = await Promise.all([
      db.selectFrom("campaigns").select(["id", "discount_type", "discount", "starts_at", "ends_at"]).where("status", "=", 1).execute(),
      db.selectFrom("campaign_brands").select(["campaign_id", "brand_id"]).execute()
    ]);
    return { campaigns: campaigns2, brands: brands2 };
  });
}
function forgetCampaigns(db) {
  forget(db, ENABLED_CAMPAIGNS);
}
async function runningCampaigns(db, now = /* @__PURE__ */ new Date()) {
  const at = now.toISOString();
  const enabled = await enabledCampaigns(db);
  const byId = /* @__PURE__ */ new Map();
  for (const c of enabled.campaigns) {
    if (c.starts_at <= at && c.ends_at > at) byId.set(c.id, { id: c.id, discount_type: c.discount_type, discount: c.discount });
  }
  return { byId, brands: enabled.brands.filter((b) => byId.has(b.campaign_id)) };
}
function campaignsCovering(running, campaignIds, brandId) {
  const list = [];
  const add = (id2) => {
    const campaign = running.byId.get(id2);
    if (campaign && !list.includes(campaign)) list.push(campaign);
  };
  campaignIds.forEach(add);
  for (const b of running.brands) if (b.brand_id === brandId) add(b.campaign_id);
  return list;
}
async function runningCampaignsFor(db, products2, now = /* @__PURE__ */ new Date()) {
  const result = /* @__PURE__ */ new Map();
  if (products2.length === 0) return result;
  const running = await runningCampaigns(db, now);
  if (running.byId.size === 0) return result;
  const ids = [...running.byId.keys()];
  const productIds = [...new Set(products2.map((p) => p.id))];
  const [direct, byCategory] = await Promise.all([
    db.selectFrom("campaign_products").select(["campaign_id", "product_id"]).where("campaign_id", "in", ids).where("product_id", "in", productIds).execute(),
    db.selectFrom("campaign_categories as cc").innerJoin("product_categories as pc", "pc.category_id", "cc.category_id").select(["cc.campaign_id", "pc.product_id"]).where("cc.campaign_id", "in", ids).where("pc.product_id", "in", productIds).execute()
  ]);
  const covering = /* @__PURE__ */ new Map();
  for (const r of [...direct, ...byCategory]) covering.set(r.product_id, [...covering.get(r.product_id) ?? [], r.campaign_id]);
  for (const p of products2) {
    const list = campaignsCovering(running, covering.get(p.id) ?? [], p.brand_id);
    if (list.length) result.set(p.id, list);
  }
  return result;
}

// server/catalog/effectivePrices.ts
var FAR_FUTURE = "9999-12-31T00:00:00.000Z";
var BATCH = 5e3;
async function marksOf(db) {
  const rows2 = await db.selectFrom("price_marks").select(["name", "counter", "valid_from", "valid_until"]).execute();
  const priced = rows2.find((r) => r.name === "priced");
  return {
    changed: Number(rows2.find((r) => r.name === "changed")?.counter),
    priced: Number(priced?.counter),
    validFrom: priced?.valid_from ?? "",
    validUntil: priced?.valid_until ?? ""
  };
}
var hold = (marks, at) => marks.changed === marks.priced && marks.validFrom <= at && at < marks.validUntil;
var refreshing = /* @__PURE__ */ new WeakMap();
async function ensureEffectivePrices(db, now = /* @__PURE__ */ new Date()) {
  const at = now.toISOString();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (hold(await marksOf(db), at)) return;
    let running = refreshing.get(db);
    if (!running) {
      forgetCampaigns(db);
      running = refreshEffectivePrices(db, now).finally(() => refreshing.delete(db));
      refreshing.set(db, running);
    }
    await running;
  }
}
async function refreshEffectivePrices(db, now = /* @__PURE__ */ new Date()) {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    const { changed } = await marksOf(trx);
    const running = await runningCampaigns(trx, now);
    const campaignIds = [...running.byId.keys()];
    const [products2, firstVariants, covered, windows] = await Promise.all([
      trx.selectFrom("products").leftJoin("product_prices as pp", "pp.product_id", "products.id").select(["products.id", "products.type", "products.price", "products.special_price", "products.brand_id", "pp.effective_price"]).execute(),
      import_kysely7.sql`select product_id, price, special_price from (
        select product_id, price, special_price, row_number() over (partition by product_id order by position, id) as n
        from product_variants where status = 1) v where n = 1`.execute(trx),
      campaignIds.length === 0 ? Promise.resolve({ rows: [] }) : import_kysely7.sql`
        select product_id, campaign_id from campaign_products where campaign_id in (${import_kysely7.sql.join(campaignIds)})
        union all
        select pc.product_id, cc.campaign_id from campaign_categories cc inner join product_categories pc on pc.category_id = cc.category_id
          where cc.campaign_id in (${import_kysely7.sql.join(campaignIds)})`.execute(trx),
      trx.selectFrom("campaigns").select(["starts_at", "ends_at"]).where("status", "=", 1).execute()
    ]);
    const variantOf = new Map(firstVariants.rows.map((v) => [Number(v.product_id), v]));
    const covering = /* @__PURE__ */ new Map();
    for (const r of covered.rows) covering.set(Number(r.product_id), [...covering.get(Number(r.product_id)) ?? [], Number(r.campaign_id)]);
    const changes = [];
    for (const p of products2) {
      const first = p.type === "configurable" ? variantOf.get(p.id) : void 0;
      const special = first ? first.special_price : p.special_price;
      const priced = quote(Number(first ? first.price : p.price), special === null ? null : Number(special), campaignsCovering(running, covering.get(p.id) ?? [], p.brand_id));
      if (p.effective_price === null || priced.final !== Number(p.effective_price)) changes.push([p.id, priced.final]);
    }
    for (let i = 0; i < changes.length; i += BATCH) await storePrices(trx, changes.slice(i, i + BATCH));
    const edges = windows.flatMap((w) => [w.starts_at, w.ends_at]);
    const validFrom = edges.filter((e) => e <= at).sort().pop() ?? "";
    const validUntil = edges.filter((e) => e > at).sort()[0] ?? FAR_FUTURE;
    await trx.updateTable("price_marks").set({ counter: changed, valid_from: validFrom, valid_until: validUntil }).where("name", "=", "priced").execute();
  });
}
async function storePrices(db, pairs) {
  const json = JSON.stringify(pairs);
  const rows2 = db.getExecutor().adapter instanceof import_kysely7.PostgresAdapter ? import_kysely7.sql`select (e->>0)::int, (e->>1)::bigint from json_array_elements(${json}::json) e` : import_kysely7.sql`select e.value ->> 0, e.value ->> 1 from json_each(${json}) e where true`;
  await import_kysely7.sql`insert into product_prices (product_id, effective_price) ${rows2}
    on conflict (product_id) do update set effective_price = excluded.effective_price`.execute(db);
}

// server/catalog/unitsSold.ts
var import_kysely8 = require("kysely");
var FOLD_LOCK = 7022001;
var folding = /* @__PURE__ */ new WeakMap();
async function ensureUnitsSold(db) {
  const waiting = await db.selectFrom("sold_count_changes").select("product_id").limit(1).executeTakeFirst();
  if (!waiting) return;
  let running = folding.get(db);
  if (!running) {
    running = foldSoldCounts(db).finally(() => folding.delete(db));
    folding.set(db, running);
  }
  await running;
}
async function foldSoldCounts(db) {
  await db.transaction().execute(async (trx) => {
    if (trx.getExecutor().adapter instanceof import_kysely8.PostgresAdapter) {
      await import_kysely8.sql`select pg_advisory_xact_lock(${FOLD_LOCK})`.execute(trx);
      await import_kysely8.sql`with taken as (delete from sold_count_changes returning product_id, qty),
        summed as (select product_id, sum(qty) as qty from taken group by product_id)
        update products set sold_count = products.sold_count + summed.qty from summed
        where products.id = summed.product_id and summed.qty <> 0`.execute(trx);
      return;
    }
    await import_kysely8.sql`update products set sold_count = sold_count + (select sum(qty) from sold_count_changes c where c.product_id = products.id)
      where id in (select product_id from sold_count_changes)`.execute(trx);
    await trx.deleteFrom("sold_count_changes").execute();
  });
}

// server/catalog/listingSort.ts
var countStatement = (query) => query.select((eb) => eb.fn.countAll().as("total"));
var pageStatement = (query, id2, order, limit, offset) => order(query.select([import_kysely9.sql.ref(id2).as("id"), import_kysely9.sql`(${countStatement(query)})`.as("total")])).limit(limit).offset(offset);
async function pageFrom(rows2, countAlone) {
  const total = rows2.length ? rows2[0].total : await countAlone();
  return { ids: rows2.map((r) => r.id), total: Number(total) };
}
async function pageOf(query, id2, order, { page, perPage }) {
  const rows2 = await pageStatement(query, id2, order, perPage, (page - 1) * perPage).execute();
  return pageFrom(rows2, async () => (await countStatement(query).executeTakeFirstOrThrow()).total);
}
async function sortedPage(db, query, sort, newest, paging2, now = /* @__PURE__ */ new Date()) {
  switch (sort) {
    case "price_asc":
    case "price_desc": {
      const direction = sort === "price_asc" ? "asc" : "desc";
      await ensureEffectivePrices(db, now);
      return pageOf(query, newest, (q) => q.innerJoin("product_prices", "product_prices.product_id", "products.id").orderBy("product_prices.effective_price", direction).orderBy(import_kysely9.sql.ref(newest), direction), paging2);
    }
    case "rating":
      return pageOf(query, newest, (q) => q.orderBy(import_kysely9.sql.raw(`(${AVERAGE_RATING})`), "desc").orderBy(import_kysely9.sql.ref(newest), "desc"), paging2);
    case "bestselling":
      await ensureUnitsSold(db);
      return pageOf(query, newest, (q) => q.orderBy("products.sold_count", "desc").orderBy(import_kysely9.sql.ref(newest), "desc"), paging2);
    default:
      return pageOf(query, newest, (q) => q.orderBy(import_kysely9.sql.ref(newest), "desc"), paging2);
  }
}

// shared/validation/reviewSchema.ts
var import_yup6 = require("yup");
var REVIEW_MESSAGES = {
  title: formText("forms.enterTitle"),
  comment: formText("forms.enterComment"),
  rating: formText("forms.ratingAtLeastOne")
};
var REVIEW_LIMITS = {
  title: 100,
  comment: 2e3,
  stars: 5,
  photos: 4,
  photoBytes: 2 * 1024 * 1024
};
var PHOTO_MEGABYTES = REVIEW_LIMITS.photoBytes / 1024 / 1024;
var PHOTO_MESSAGES = {
  tooMany: formText("forms.photoTooMany", { max: REVIEW_LIMITS.photos }),
  notPicture: (name) => formText("forms.photoNotPicture", { name }),
  tooLarge: (name) => formText("forms.photoTooLarge", { name, size: PHOTO_MEGABYTES }),
  /** An upload over the limit, before its name is known. */
  oneTooLarge: formText("forms.aPhotoTooLarge", { size: PHOTO_MEGABYTES })
};
var oneLineBreak = (value) => typeof value === "string" ? value.replace(/\r\n?/g, "\n") : value;
var noStars = (value, original) => original === "" || original === null || Number.isNaN(value) ? void 0 : value;
var reviewSchema = (0, import_yup6.object)({
  title: (0, import_yup6.string)().label("forms.fieldTitle").transform(oneLineBreak).trim().required(REVIEW_MESSAGES.title).max(REVIEW_LIMITS.title, MESSAGES.max),
  comment: (0, import_yup6.string)().label("forms.fieldComment").transform(oneLineBreak).trim().required(REVIEW_MESSAGES.comment).max(REVIEW_LIMITS.comment, MESSAGES.max),
  rating: (0, import_yup6.number)().label("forms.fieldRating").transform(noStars).typeError(REVIEW_MESSAGES.rating).required(REVIEW_MESSAGES.rating).min(1, REVIEW_MESSAGES.rating).max(REVIEW_LIMITS.stars, MESSAGES.max_value).integer(MESSAGES.integer)
});

// server/reviews/rating.ts
var ratingPercent = (rating) => Math.round(rating * 100 / REVIEW_LIMITS.stars);
var averageRating = (total, count) => count > 0 ? Math.round(total / count * 10) / 10 : 0;

// server/catalog/productRows.ts
var import_kysely10 = require("kysely");
function jsonRows(postgres, columns, rest) {
  return postgres ? import_kysely10.sql`(select json_agg(json_build_array(${columns})) ${rest})` : import_kysely10.sql`(select json_group_array(json_array(${columns})) ${rest})`;
}
async function productRows(db, ids) {
  const { rows: rows2 } = await productsStatement(db, ids);
  return parsed(rows2[0]?.products ?? null).map(([
    id2,
    type,
    name,
    name_bn,
    url_key,
    sku,
    price,
    special_price,
    short_description,
    brand_id,
    status,
    reviews_count,
    rating_total,
    images,
    variants,
    campaign_ids
  ]) => ({
    id: id2,
    type,
    name,
    name_bn,
    url_key,
    sku,
    price,
    special_price,
    short_description,
    brand_id,
    status,
    reviews_count,
    rating_total,
    images: parsed(images),
    variants: parsed(variants),
    campaign_ids: parsed(campaign_ids)
  }));
}
var productsStatement = compiledOnce((db, ids) => {
  const postgres = db.getExecutor().adapter instanceof import_kysely10.PostgresAdapter;
  const images = jsonRows(postgres, import_kysely10.sql`i.id, i.variant_id, i.path, i.position`, import_kysely10.sql`from product_images i where i.product_id = p.id`);
  const variants = jsonRows(postgres, import_kysely10.sql`v.id, v.name, v.price, v.special_price, v.position`, import_kysely10.sql`from product_variants v where v.product_id = p.id and v.status = 1`);
  const campaigns2 = import_kysely10.sql`(select ${import_kysely10.sql.raw(postgres ? "json_agg" : "json_group_array")}(c.campaign_id) from (${coveringCampaigns}) c)`;
  const columns = import_kysely10.sql`p.id, p.type, p.name, p.name_bn, p.url_key, p.sku, p.price, p.special_price, p.short_description, p.brand_id, p.status,
    p.reviews_count, p.rating_total, ${images}, ${variants}, ${campaigns2}`;
  return import_kysely10.sql`
    select ${postgres ? import_kysely10.sql`json_agg(json_build_array(${columns}))` : import_kysely10.sql`json_group_array(json_array(${columns}))`} as products
    from products p where p.id in (${import_kysely10.sql.join(ids)})`.compile(db);
});
var parsed = (value) => value === null ? [] : typeof value === "string" ? JSON.parse(value) : value;
var coveringCampaigns = import_kysely10.sql`
  select cp.campaign_id from campaign_products cp where cp.product_id = p.id
  union all
  select cc.campaign_id from product_categories pc inner join campaign_categories cc on cc.category_id = pc.category_id where pc.product_id = p.id`;

// server/catalog/productView.ts
function thumbnailPath(mainPath) {
  return mainPath.replace(/(^|\/)main-([^/]*)$/, "$1thumb-$2");
}
var taka = (poisha) => poisha === null ? null : toTaka(Number(poisha));
var byPosition = (rows2, position) => [...rows2].sort((a, b) => position(a) - position(b) || a[0] - b[0]);
async function loadProducts(db, ids, language, now = /* @__PURE__ */ new Date()) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const [rows2, running] = await Promise.all([productRows(db, wanted), runningCampaigns(db, now)]);
  const byId = /* @__PURE__ */ new Map();
  for (const row of rows2) {
    if (row.status !== 1) continue;
    const ownImages = [];
    const variantImages = /* @__PURE__ */ new Map();
    for (const [id2, variantId, path16] of byPosition(row.images, (i) => i[3])) {
      if (variantId === null) ownImages.push({ id: id2, path: path16 });
      else variantImages.set(variantId, [...variantImages.get(variantId) ?? [], { id: id2, path: path16 }]);
    }
    const variants = byPosition(row.variants, (v) => v[4]);
    const productVariants = variants.map(([id2, name, price, specialPrice]) => ({
      id: id2,
      name: variantNameIn(language, name, row.name, row.name_bn),
      price: toTaka(Number(price)),
      special_price: taka(specialPrice),
      images: variantImages.get(id2) ?? []
    }));
    const first = row.type === "configurable" ? variants[0] : void 0;
    const campaigns2 = campaignsCovering(running, row.campaign_ids, row.brand_id);
    const priced = quote(Number(first ? first[2] : row.price), nullable(first ? first[3] : row.special_price), campaigns2);
    const shown = ownImages.length ? ownImages : productVariants[0]?.images ?? [];
    byId.set(row.id, {
      id: row.id,
      type: row.type,
      name: nameIn(language, row.name, row.name_bn),
      url_key: row.url_key,
      slug: row.url_key,
      sku: row.sku,
      price: toTaka(priced.regular),
      special_price: taka(priced.special),
      final_price: toTaka(priced.final),
      has_campaign: priced.campaignId !== null,
      images: shown,
      short_description: row.short_description,
      path: shown[0]?.path ?? null,
      product_variants: productVariants,
      reviews_count: Number(row.reviews_count),
      average_rating: averageRating(Number(row.rating_total), Number(row.reviews_count))
    });
  }
  return wanted.flatMap((id2) => byId.get(id2) ?? []);
}
var nullable = (value) => value === null ? null : Number(value);

// server/catalog/listing.ts
var DEFAULT_PER_PAGE = 20;
var MAX_PER_PAGE = 60;
var MAX_PAGE = 1e4;
var TRENDING_PAGE_SIZES = [5, 10, 15];
var FEATURED_LIMIT = 12;
var TYPO_MATCHES = 24;
function matching(db, filter) {
  let query = filter.categoryId !== void 0 ? db.selectFrom("product_categories").crossJoin("products").whereRef("products.id", "=", "product_categories.product_id").where("product_categories.category_id", "=", filter.categoryId) : db.selectFrom("products");
  const brandOnly = filter.brandId !== void 0 && filter.categoryId === void 0 && !(db.getExecutor().adapter instanceof import_kysely11.PostgresAdapter);
  query = query.where(brandOnly ? import_kysely11.sql`+${import_kysely11.sql.ref("products.status")}` : "products.status", "=", 1);
  if (filter.brandId !== void 0) query = query.where("products.brand_id", "=", filter.brandId);
  if (filter.minPrice !== void 0) query = query.where("products.min_price", ">=", filter.minPrice);
  if (filter.maxPrice !== void 0) query = query.where("products.min_price", "<=", filter.maxPrice);
  if (filter.featured) query = query.where("products.featured", "=", 1);
  if (filter.trending) query = query.where("products.trending", "=", 1);
  if (filter.colorId !== void 0) {
    const colorId = filter.colorId;
    query = query.where(
      ({ exists, selectFrom }) => exists(selectFrom("product_colors").select("product_colors.product_id").whereRef("product_colors.product_id", "=", "products.id").where("product_colors.color_id", "=", colorId))
    );
  }
  if (filter.sizeId !== void 0) {
    const sizeId = filter.sizeId;
    query = query.where(
      ({ exists, selectFrom }) => exists(selectFrom("product_sizes").select("product_sizes.product_id").whereRef("product_sizes.product_id", "=", "products.id").where("product_sizes.size_id", "=", sizeId))
    );
  }
  return query;
}
async function pagedOf(db, ids, total, { page, perPage }, language, now) {
  return {
    data: await loadProducts(db, ids, language, now),
    meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total }
  };
}
var newestOf = (filter) => filter.categoryId !== void 0 ? "product_categories.product_id" : "products.id";
var newestPage = compiledOnce((db, values) => pageStatement(matching(db, values), newestOf(values), (q) => q.orderBy(import_kysely11.sql.ref(newestOf(values)), "desc"), values.limit, values.offset).compile());
var newestCount = compiledOnce((db, values) => countStatement(matching(db, values)).compile());
async function listProducts(db, filter, paging2, language, now, sort = "newest") {
  if (sort === "newest") {
    const { rows: rows2 } = await newestPage(db, { ...filter, limit: paging2.perPage, offset: (paging2.page - 1) * paging2.perPage });
    const { ids: ids2, total: total2 } = await pageFrom(rows2, async () => (await newestCount(db, filter)).rows[0].total);
    return pagedOf(db, ids2, total2, paging2, language, now);
  }
  const { ids, total } = await sortedPage(db, matching(db, filter), sort, newestOf(filter), paging2, now);
  return pagedOf(db, ids, total, paging2, language, now);
}
var holds = (db, column, pattern2) => import_kysely11.sql`${import_kysely11.sql.ref(column)} ${import_kysely11.sql.raw(db.getExecutor().adapter instanceof import_kysely11.PostgresAdapter ? "ilike" : "like")} ${pattern2} escape '\\'`;
var holding = (db, pattern2) => db.selectFrom("products").where("status", "=", 1).where((eb) => eb.or([holds(db, "name", pattern2), holds(db, "name_bn", pattern2), holds(db, "sku", pattern2)]));
var relevantPage = compiledOnce((db, values) => pageStatement(holding(db, values.contains), "products.id", (q) => q.orderBy(import_kysely11.sql`case when ${holds(db, "name", values.starts)} or ${holds(db, "name_bn", values.starts)} then 0 else 1 end`).orderBy("products.id", "desc"), values.limit, values.offset).compile());
var relevantCount = compiledOnce((db, values) => countStatement(holding(db, values.contains)).compile());
async function searchProducts(db, term, paging2, language, now, sort) {
  const needle = searchable(term).replace(/[\\%_]/g, (c) => `\\${c}`);
  const contains = `%${needle}%`;
  const page = sort ? await sortedPage(db, holding(db, contains), sort, "products.id", paging2, now) : await pageFrom(
    (await relevantPage(db, { contains, starts: `${needle}%`, limit: paging2.perPage, offset: (paging2.page - 1) * paging2.perPage })).rows,
    async () => (await relevantCount(db, { contains })).rows[0].total
  );
  if (page.total > 0) return pagedOf(db, page.ids, page.total, paging2, language, now);
  const close = (await matchingProducts(db, term, TYPO_MATCHES)).map((p) => p.id);
  const start = (paging2.page - 1) * paging2.perPage;
  return pagedOf(db, close.slice(start, start + paging2.perPage), close.length, paging2, language, now);
}
async function featuredProducts(db, scope, language, now) {
  const ids = async (filter) => (await matching(db, { ...filter, featured: true }).select("products.id").orderBy("products.id", "desc").limit(FEATURED_LIMIT).execute()).map((r) => r.id);
  let found = await ids(scope);
  if (found.length === 0 && (scope.categoryId !== void 0 || scope.brandId !== void 0)) found = await ids({});
  return loadProducts(db, found, language, now);
}

// server/routes/schemaParts.ts
var MAX_ID = 2147483647;
var idSchema = { type: "integer", minimum: 1, maximum: MAX_ID };
var idParams = (...names) => ({
  type: "object",
  required: names,
  properties: Object.fromEntries(names.map((name) => [name, idSchema]))
});
var pageSchema = { type: "integer", minimum: 1, maximum: MAX_PAGE, default: 1 };
var perPageSchema = (max, fallback) => ({ type: "integer", minimum: 1, maximum: max, default: fallback });

// server/routes/account/index.ts
var ACCOUNT_TEXTS = {
  profileUpdated: serverText("server.profileUpdated"),
  profileInvalid: serverText("server.correctFields"),
  passwordLocked: (minutes) => serverText("server.passwordLocked", { minutes }),
  orderCancelled: serverText("server.orderCancelled"),
  orderNotFound: serverText("server.orderNotFound"),
  notPending: serverText("server.orderNotPending")
};
var ACCOUNT_MESSAGES = inEnglishAll(ACCOUNT_TEXTS);
var text = { type: ["string", "null"], maxLength: 500 };
var idParams2 = idParams("id");
var noQuery = { querystring: { type: "object", properties: {} } };
var CHECKED = [true, 1, "1", "true", "on"];
var passwordKey = (customerId) => `profile-password|${customerId}`;
var accountRoutes = async (app) => {
  app.get("/customer/account/profile/edit-info", { schema: noQuery }, async (request) => {
    const profile = await readProfile(app.db, requireCustomer(request));
    if (!profile) throw new NotFound(serverText("server.noSuchCustomer"));
    return { data: profile };
  });
  app.post(
    "/customer/account/profile/edit",
    {
      schema: {
        body: {
          type: "object",
          properties: {
            first_name: text,
            last_name: text,
            email: text,
            phone: text,
            gender: text,
            date_of_birth: text,
            current_password: text,
            new_password: text,
            new_password_confirmation: text,
            // A checkbox: true, 1, '1', 'on' ... read below, so no type is forced here.
            news_letter: {}
          }
        }
      }
    },
    async (request, reply) => {
      const customerId = requireCustomer(request);
      const body2 = { ...request.body };
      body2.news_letter = CHECKED.includes(body2.news_letter);
      if (body2.new_password) {
        const wait = await app.limits.lockedFor(passwordKey(customerId));
        if (wait > 0) {
          reply.header("retry-after", String(wait));
          const message = ACCOUNT_TEXTS.passwordLocked(Math.ceil(wait / 60));
          throw new HttpError(429, message, { current_password: [message] });
        }
      }
      const result = await updateProfile(app.db, customerId, body2);
      if (!result.ok) {
        if (result.wrongPassword) await app.limits.miss(passwordKey(customerId), CURRENT_PASSWORD_LOCK);
        throw new Refused(ACCOUNT_TEXTS.profileInvalid, { fields: result.errors });
      }
      if (result.passwordChanged) {
        await app.limits.forget(passwordKey(customerId));
        await app.db.deleteFrom("sessions").where("customer_id", "=", customerId).where("id", "!=", request.session.id ?? "").execute();
        request.session.regenerate();
      }
      return { message: say(request.t, ACCOUNT_TEXTS.profileUpdated), data: result.profile };
    }
  );
  app.get(
    "/api/customer/orders",
    {
      schema: {
        querystring: {
          type: "object",
          properties: {
            page: pageSchema,
            per_page: { type: "integer", enum: [...ORDER_PAGE_SIZES], default: ORDER_PAGE_SIZES[0] }
          }
        }
      }
    },
    async (request) => listOrders(app.db, requireCustomer(request), request.query.page, request.query.per_page, request.money)
  );
  app.get("/api/customer/orders/:id", { schema: { params: idParams2, ...noQuery } }, async (request) => {
    const order = await findOrder(app.db, requireCustomer(request), request.params.id, request.money, request.t, request.language);
    if (!order) throw new NotFound(ACCOUNT_TEXTS.orderNotFound);
    return { data: order };
  });
  app.post("/customer/account/orders/cancel/:id", { schema: { params: idParams2, body: { type: ["object", "null"] } } }, async (request) => {
    const customerId = requireCustomer(request);
    const outcome = await cancelOrder(app.db, customerId, request.params.id);
    if (outcome === "not-found") throw new NotFound(ACCOUNT_TEXTS.orderNotFound);
    if (outcome === "not-pending") throw new Conflict(ACCOUNT_TEXTS.notPending);
    return { message: say(request.t, ACCOUNT_TEXTS.orderCancelled), data: await findOrder(app.db, customerId, request.params.id, request.money, request.t, request.language) };
  });
};
var account_default = accountRoutes;

// shared/validation/trackOrderSchema.ts
var import_yup7 = require("yup");
var ORDER_NUMBER = /^HT-\d{6,12}$/;
var ORDER_NUMBER_MESSAGE = ruleMessage("forms.orderNumber");
function toOrderNumber(value) {
  const compact = value.trim().replace(/^#/, "").replace(/\s+/g, "").toUpperCase();
  if (/^\d+$/.test(compact)) return `HT-${compact}`;
  return compact.replace(/^HT(\d)/, "HT-$1");
}
var trackOrderSchema = (0, import_yup7.object)({
  increment_id: (0, import_yup7.string)().label("forms.fieldOrderNumber").transform((value) => typeof value === "string" ? toOrderNumber(value) : value).required(MESSAGES.required).matches(ORDER_NUMBER, ORDER_NUMBER_MESSAGE),
  phone: bdMobile("forms.fieldPhone")
});

// server/cart/activeCart.ts
function openCartKey({ customerId, cartId }) {
  return customerId ? { customerId } : cartId ? { guestCartId: cartId } : null;
}
async function findActiveCartId(db, { customerId, cartId }) {
  const query = db.selectFrom("carts").select("id").where("is_active", "=", 1);
  const row = customerId ? await query.where("customer_id", "=", customerId).orderBy("id", "desc").executeTakeFirst() : cartId ? await query.where("id", "=", cartId).where("customer_id", "is", null).executeTakeFirst() : void 0;
  return row?.id ?? null;
}
var guestCartOf = (db, guestKey2) => db.selectFrom("carts").select("id").where("guest_key", "=", guestKey2).where("is_active", "=", 1).where("customer_id", "is", null).executeTakeFirst();
async function ensureCart(db, shopper) {
  const existing = await findActiveCartId(db, shopper);
  if (existing) return existing;
  const customerId = shopper.customerId ?? null;
  const guestKey2 = customerId ? null : shopper.guestKey ?? null;
  const inserted = await db.insertInto("carts").values({ customer_id: customerId, guest_key: guestKey2, is_active: 1 }).onConflict((oc) => oc.doNothing()).returning("id").executeTakeFirst();
  if (inserted) return inserted.id;
  const raced = customerId ? await findActiveCartId(db, shopper) : guestKey2 ? (await guestCartOf(db, guestKey2))?.id : null;
  if (!raced) throw new Error("An open cart was refused, yet none is open.");
  return raced;
}

// server/cart/cartItems.ts
var import_kysely13 = require("kysely");

// server/cart/cartRows.ts
var import_kysely12 = require("kysely");
var isPostgres2 = (db) => db.getExecutor().adapter instanceof import_kysely12.PostgresAdapter;
function runningCampaignsOf(db, at) {
  const byProduct = import_kysely12.sql`exists (select 1 from campaign_products cp where cp.campaign_id = c.id and cp.product_id = p.id)`;
  const byCategory = import_kysely12.sql`exists (select 1 from campaign_categories cc inner join product_categories pc on pc.category_id = cc.category_id
    where cc.campaign_id = c.id and pc.product_id = p.id)`;
  const byBrand = import_kysely12.sql`exists (select 1 from campaign_brands cb where cb.campaign_id = c.id and cb.brand_id = p.brand_id)`;
  const rank = import_kysely12.sql`case when ${byProduct} or ${byCategory} then 0 else 1 end`;
  const rows2 = import_kysely12.sql`from campaigns c where c.status = 1 and c.starts_at <= ${at} and c.ends_at > ${at} and (${byProduct} or ${byCategory} or ${byBrand})`;
  return isPostgres2(db) ? import_kysely12.sql`coalesce((select json_agg(json_build_array(${rank}, c.id, c.discount_type, c.discount)) ${rows2}), '[]'::json)` : import_kysely12.sql`coalesce((select json_group_array(json_array(${rank}, c.id, c.discount_type, c.discount)) ${rows2}), '[]')`;
}
function parseCampaigns(value) {
  const rows2 = typeof value === "string" ? JSON.parse(value) : value;
  if (rows2.length === 0) return [];
  rows2.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return rows2.map(([, id2, type, discount]) => ({ id: id2, discount_type: type, discount: Number(discount) }));
}
function splitKey(key2) {
  if ("id" in key2) return { by: "id", cart: key2.id };
  if ("customerId" in key2) return { by: "customerId", cart: key2.customerId };
  return { by: "guestCartId", cart: key2.guestCartId };
}
var keyOf = (by, cart) => by === "id" ? { id: cart } : by === "customerId" ? { customerId: cart } : { guestCartId: cart };
function whereCart(key2) {
  if ("id" in key2) return import_kysely12.sql`c.id = ${key2.id}`;
  if ("customerId" in key2) return import_kysely12.sql`c.customer_id = ${key2.customerId} and c.is_active = 1`;
  return import_kysely12.sql`c.id = ${key2.guestCartId} and c.customer_id is null and c.is_active = 1`;
}
var COUPON_COLUMNS = ["id", "code", "type", "value", "min_order", "max_discount", "starts_at", "expires_at", "usage_limit", "times_used", "status"];
var claimUpdate = (db, claim, at) => db.updateTable("carts").set({ is_active: 0, updated_at: at }).where("id", "=", claim.id).where("customer_id", "=", claim.customerId).where("is_active", "=", 1);
var cartStatement = statementOnce((db, shape, values) => {
  const claim = { id: values.claimId, customerId: values.claimCustomerId };
  const claimed = shape.claim ? import_kysely12.sql`with claimed as (${claimUpdate(db, claim, values.at).returning("id")})` : import_kysely12.sql``;
  const onlyClaimed = shape.claim ? import_kysely12.sql`and c.id in (select id from claimed)` : import_kysely12.sql``;
  const image2 = import_kysely12.sql`(select i.path from product_images i where i.product_id = ci.product_id
    order by case when i.variant_id = ci.variant_id then 0 when i.variant_id is null then 1 else 2 end, i.position, i.id limit 1)`;
  const coupon = import_kysely12.sql.join(COUPON_COLUMNS.map((column) => import_kysely12.sql`co.${import_kysely12.sql.ref(column)} as ${import_kysely12.sql.ref(`applied_${column}`)}`));
  return import_kysely12.sql`${claimed}
    select c.id as cart_id, c.customer_id, c.coupon_code, ${coupon},
      ci.id, ci.product_id, ci.variant_id, ci.quantity, ci.campaign_id,
      p.name, p.name_bn, p.sku, p.url_key, p.type, p.price, p.special_price, p.brand_id, p.status,
      v.name as variant_name, v.sku as variant_sku, v.price as variant_price, v.special_price as variant_special_price, v.status as variant_status,
      ${image2} as image_path, ${runningCampaignsOf(db, values.at)} as campaigns
    from carts c
    left join coupons co on co.code = c.coupon_code
    left join cart_items ci on ci.cart_id = c.id
    left join products p on p.id = ci.product_id
    left join product_variants v on v.id = ci.variant_id
    where ${whereCart(keyOf(shape.by, values.cart))} ${onlyClaimed}
    order by ci.id`.compile(db);
});
async function cartRows(db, key2, now, claim) {
  const postgres = isPostgres2(db);
  const at = now.toISOString();
  if (claim && !postgres && Number((await claimUpdate(db, claim, at).executeTakeFirst()).numUpdatedRows) !== 1) return [];
  const { by, cart } = splitKey(key2);
  const inStatement = claim && postgres ? claim : void 0;
  const { rows: rows2 } = await cartStatement(db, { by, claim: Boolean(inStatement) }, { cart, at, claimId: inStatement?.id, claimCustomerId: inStatement?.customerId });
  return rows2.map((row) => ({
    cart_id: row.cart_id,
    customer_id: row.customer_id,
    coupon_code: row.coupon_code,
    coupon: row.applied_id === null ? null : Object.fromEntries(COUPON_COLUMNS.map((column) => [column, row[`applied_${column}`]])),
    id: row.id,
    product_id: row.product_id,
    variant_id: row.variant_id,
    quantity: row.quantity,
    campaign_id: row.campaign_id,
    name: row.name,
    name_bn: row.name_bn,
    sku: row.sku,
    url_key: row.url_key,
    type: row.type,
    price: row.price,
    special_price: row.special_price,
    brand_id: row.brand_id,
    status: row.status,
    variant_name: row.variant_name,
    variant_sku: row.variant_sku,
    variant_price: row.variant_price,
    variant_special_price: row.variant_special_price,
    variant_status: row.variant_status,
    image_path: row.image_path,
    campaigns: parseCampaigns(row.campaigns)
  }));
}

// server/cart/cartItems.ts
var MAX_LINE_QTY = 999;
var MAX_CART_LINES = 50;
var MAX_ITEM_ID = 2147483647;
var CART_TEXTS = {
  added: serverText("server.cartAdded"),
  updated: serverText("server.cartUpdated"),
  removed: serverText("server.cartRemoved"),
  needsOptions: serverText("server.needsOptions"),
  notAvailable: serverText("server.productNotAvailable"),
  optionNotAvailable: serverText("server.optionNotAvailable"),
  quantityMin: serverText("server.quantityMin", { min: 1 }),
  quantityMax: serverText("server.quantityMax", { max: MAX_LINE_QTY }),
  noCampaign: serverText("server.noCampaign"),
  priceChanged: serverText("server.priceChanged"),
  notInCart: serverText("server.notInCart"),
  nothingToUpdate: serverText("server.nothingToUpdate"),
  emptyCart: serverText("server.cartEmpty"),
  tooManyLines: serverText("server.tooManyLines", { max: MAX_CART_LINES })
};
var CART_MESSAGES = inEnglishAll(CART_TEXTS);
function checkQuantity(quantity, field = "quantity") {
  if (!Number.isInteger(quantity) || quantity < 1) throw new Refused(CART_TEXTS.quantityMin, { fields: { [field]: [CART_TEXTS.quantityMin] } });
  if (quantity > MAX_LINE_QTY) throw new Refused(CART_TEXTS.quantityMax, { fields: { [field]: [CART_TEXTS.quantityMax] } });
}
async function resolvePurchase(db, productId, variantId, now = /* @__PURE__ */ new Date()) {
  const { rows: [product] } = await import_kysely13.sql`
    select p.type, p.url_key, p.price, p.special_price, v.id as variant_id, v.price as variant_price, v.special_price as variant_special_price,
      ${runningCampaignsOf(db, now.toISOString())} as campaigns
    from products p
    left join product_variants v on v.id = ${variantId} and v.product_id = p.id and v.status = 1 and p.type = 'configurable'
    where p.id = ${productId} and p.status = 1`.execute(db);
  if (!product) throw new NotFound(CART_TEXTS.notAvailable);
  if (product.type === "configurable" && variantId === null) return { kind: "needs-options", urlKey: product.url_key };
  const campaigns2 = parseCampaigns(product.campaigns);
  if (variantId === null) {
    return { kind: "ok", productId, variantId: null, price: quote(Number(product.price), product.special_price === null ? null : Number(product.special_price), campaigns2) };
  }
  if (product.variant_id === null) throw new Refused(CART_TEXTS.optionNotAvailable, { fields: { variant_id: [CART_TEXTS.optionNotAvailable] } });
  return { kind: "ok", productId, variantId, price: quote(Number(product.variant_price), product.variant_special_price === null ? null : Number(product.variant_special_price), campaigns2) };
}
var int = (value) => import_kysely13.sql`cast(${value} as integer)`;
var cartIdQuery = (key2) => import_kysely13.sql`select c.id from carts c where ${whereCart(key2)}`;
var cartIdOf = (key2) => import_kysely13.sql`(${cartIdQuery(key2)})`;
async function findCartId(db, key2) {
  const { rows: rows2 } = await cartIdQuery(key2).execute(db);
  return rows2[0]?.id ?? null;
}
var addStatement = statementOnce((db, by, v) => import_kysely13.sql`
    insert into cart_items (cart_id, product_id, variant_id, quantity, campaign_id)
    select k.id, p.id, v.id, ${int(v.quantity)}, ${int(v.campaignId)}
    from ${cartIdOf(keyOf(by, v.cart))} k
    inner join products p on p.id = ${v.productId} and p.status = 1
    left join product_variants v on v.id = ${int(v.variantId)} and v.product_id = p.id and v.status = 1 and p.type = 'configurable'
    where (case when ${int(v.variantId)} is null then p.type = 'simple' else v.id is not null end)
      and ((select count(*) from cart_items where cart_id = k.id) < ${MAX_CART_LINES}
        or exists (select 1 from cart_items where cart_id = k.id and product_id = ${v.productId} and coalesce(variant_id, 0) = ${v.variantOr0}))
    on conflict (cart_id, product_id, (coalesce(variant_id, 0))) do update
      set quantity = cart_items.quantity + excluded.quantity, campaign_id = coalesce(excluded.campaign_id, cart_items.campaign_id)
      where cart_items.quantity <= ${v.room}
    returning id`.compile(db));
async function addLine(db, key2, line) {
  const { by, cart } = splitKey(key2);
  const { rows: rows2 } = await addStatement(db, by, {
    cart,
    productId: line.productId,
    variantId: line.variantId,
    variantOr0: line.variantId ?? 0,
    quantity: line.quantity,
    campaignId: line.campaignId,
    room: MAX_LINE_QTY - line.quantity
  });
  return rows2.length > 0;
}
async function refuseLine(db, cartId, line) {
  const same = await db.selectFrom("cart_items").select("id").where("cart_id", "=", cartId).where("product_id", "=", line.productId).where((eb) => line.variantId === null ? eb("variant_id", "is", null) : eb("variant_id", "=", line.variantId)).executeTakeFirst();
  if (same) checkQuantity(MAX_LINE_QTY + 1);
  throw new Refused(CART_TEXTS.tooManyLines, { fields: { product_id: [CART_TEXTS.tooManyLines] } });
}
var quantitiesStatement = statementOnce((db, { by, lines }, values) => {
  const ids = Array.from({ length: lines }, (_, k) => values[`id${k}`]);
  const quantities = import_kysely13.sql.join(ids.map((id2, k) => import_kysely13.sql`when ${id2} then cast(${values[`qty${k}`]} as integer)`), import_kysely13.sql` `);
  const cart = cartIdOf(keyOf(by, values.cart));
  return import_kysely13.sql`
    update cart_items set quantity = case id ${quantities} end
    where cart_id = ${cart} and id in (${import_kysely13.sql.join(ids)})
      and (select count(*) from cart_items where cart_id = ${cart} and id in (${import_kysely13.sql.join(ids)})) = ${lines}`.compile(db);
});
async function updateQuantities(db, key2, qty) {
  const entries = Object.entries(qty);
  if (entries.length === 0) throw new Refused(CART_TEXTS.nothingToUpdate);
  if (entries.length > MAX_CART_LINES) throw new Refused(CART_TEXTS.tooManyLines);
  for (const [itemId, quantity] of entries) checkQuantity(quantity, `qty.${itemId}`);
  const notInCart = (itemId) => new NotFound(CART_TEXTS.notInCart, { fields: { [`qty.${itemId}`]: [CART_TEXTS.notInCart] } });
  const beyond = entries.find(([itemId]) => Number(itemId) > MAX_ITEM_ID);
  if (beyond) throw notInCart(beyond[0]);
  const ids = entries.map(([itemId]) => Number(itemId));
  const { by, cart } = splitKey(key2);
  const values = { cart };
  entries.forEach(([itemId, quantity], k) => {
    values[`id${k}`] = Number(itemId);
    values[`qty${k}`] = quantity;
  });
  const updated = await quantitiesStatement(db, { by, lines: ids.length }, values);
  if (Number(updated.numAffectedRows) === ids.length) return;
  const cartId = await findCartId(db, key2);
  if (cartId === null) throw new NotFound(CART_TEXTS.emptyCart);
  const mine = await db.selectFrom("cart_items").select("id").where("cart_id", "=", cartId).where("id", "in", ids).execute();
  const foreign = entries.find(([itemId]) => !mine.some((m) => m.id === Number(itemId)));
  throw notInCart(foreign[0]);
}
async function removeLine(db, key2, itemId) {
  const result = await import_kysely13.sql`delete from cart_items where id = ${itemId} and cart_id = ${cartIdOf(key2)}`.execute(db);
  if (Number(result.numAffectedRows) === 1) return;
  throw new NotFound(await findCartId(db, key2) === null ? CART_TEXTS.emptyCart : CART_TEXTS.notInCart);
}

// server/orders/reorder.ts
var REORDER_REASON_TEXTS = {
  gone: serverText("server.reasonGone"),
  cartFull: serverText("server.reasonCartFull", { max: MAX_CART_LINES }),
  tooMany: serverText("server.reasonTooMany", { max: MAX_LINE_QTY })
};
var REORDER_REASONS = inEnglishAll(REORDER_REASON_TEXTS);
function reasonOf(error) {
  if (error.text === CART_TEXTS.tooManyLines) return REORDER_REASON_TEXTS.cartFull;
  if (error.text === CART_TEXTS.quantityMax) return REORDER_REASON_TEXTS.tooMany;
  return REORDER_REASON_TEXTS.gone;
}
async function reorder(db, customerId, orderId) {
  const order = await db.selectFrom("orders").select("id").where("id", "=", orderId).where("customer_id", "=", customerId).executeTakeFirst();
  if (!order) return null;
  const items = await db.selectFrom("order_items").select(["product_id", "variant_id", "name", "qty_ordered"]).where("order_id", "=", orderId).orderBy("id").execute();
  const outcome = { added: [], notAdded: [] };
  let cartId = null;
  for (const item of items) {
    try {
      const purchase = await resolvePurchase(db, item.product_id, item.variant_id);
      if (purchase.kind !== "ok") {
        outcome.notAdded.push({ name: item.name, reason: REORDER_REASON_TEXTS.gone });
        continue;
      }
      cartId ??= await ensureCart(db, { customerId });
      const line = { productId: purchase.productId, variantId: purchase.variantId, quantity: Number(item.qty_ordered), campaignId: null };
      if (!await addLine(db, { id: cartId }, line)) await refuseLine(db, cartId, line);
      outcome.added.push(item.name);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      outcome.notAdded.push({ name: item.name, reason: reasonOf(error) });
    }
  }
  return outcome;
}

// server/orders/track.ts
async function trackOrder(db, incrementId, phone, money, words, language) {
  const order = await db.selectFrom("orders as o").innerJoin("order_addresses as a", (join) => join.onRef("a.order_id", "=", "o.id").on("a.address_type", "=", "shipping")).select([
    "o.id",
    "o.increment_id",
    "o.status",
    "o.created_at",
    "o.sub_total",
    "o.shipping_amount",
    "o.discount_amount",
    "o.grand_total",
    "o.shipping_title",
    "o.payment_title",
    "a.state as district",
    "a.city as thana"
  ]).where("o.increment_id", "=", incrementId).where(
    (eb) => eb.or([
      eb("o.customer_phone", "=", phone),
      eb.exists(eb.selectFrom("order_addresses as p").select("p.id").whereRef("p.order_id", "=", "o.id").where("p.phone", "=", phone))
    ])
  ).executeTakeFirst();
  if (!order) return null;
  const [items, history] = await Promise.all([
    db.selectFrom("order_items").select(["name", "qty_ordered", "price", "total"]).where("order_id", "=", order.id).orderBy("id").execute(),
    statusHistory(db, order.id)
  ]);
  const discount = Number(order.discount_amount);
  const grandTotal = Number(order.grand_total);
  return {
    increment_id: order.increment_id,
    status: order.status,
    status_label: statusLabel(order.status),
    created_at: order.created_at,
    status_history: history,
    items: items.map((item) => ({
      name: item.name,
      qty_ordered: Number(item.qty_ordered),
      formatted_price: money(Number(item.price)),
      formatted_total: money(Number(item.total))
    })),
    formatted_subtotal: money(Number(order.sub_total)),
    formatted_shipping_handling: money(Number(order.shipping_amount)),
    discount_amount: toTaka(discount),
    formatted_discount_amount: money(discount),
    grand_total: toTaka(grandTotal),
    formatted_grand_total: money(grandTotal),
    shipping_method: methodTitleIn(order.shipping_title, words),
    payment_method: methodTitleIn(order.payment_title, words),
    district: order.district,
    thana: order.thana,
    district_label: districtNameIn(language, order.district),
    thana_label: thanaNameIn(language, order.district, order.thana)
  };
}

// server/cart/coupons.ts
var COUPON_TEXTS = {
  empty: serverText("server.couponEmpty"),
  invalid: serverText("server.couponInvalid"),
  notStarted: serverText("server.couponNotStarted"),
  expired: serverText("server.couponExpired"),
  usedUp: serverText("server.couponUsedUp"),
  emptyCart: serverText("server.cartEmpty"),
  belowMinimum: (minOrder) => serverText("server.couponBelowMinimum", { amount: { poisha: minOrder } })
};
var COUPON_MESSAGES = inEnglishAll(COUPON_TEXTS);
var normalizeCode = (code) => code.trim().toUpperCase();
async function findCoupon(db, code) {
  const normalized = normalizeCode(code);
  if (!normalized) return void 0;
  return db.selectFrom("coupons").selectAll().where("code", "=", normalized).executeTakeFirst();
}
function couponProblem(coupon, subTotal, now = /* @__PURE__ */ new Date()) {
  if (!coupon || coupon.status !== 1) return COUPON_TEXTS.invalid;
  const at = now.toISOString();
  if (coupon.starts_at && coupon.starts_at > at) return COUPON_TEXTS.notStarted;
  if (coupon.expires_at && coupon.expires_at <= at) return COUPON_TEXTS.expired;
  if (coupon.usage_limit !== null && Number(coupon.times_used) >= coupon.usage_limit) return COUPON_TEXTS.usedUp;
  if (subTotal <= 0) return COUPON_TEXTS.emptyCart;
  if (subTotal < Number(coupon.min_order)) return COUPON_TEXTS.belowMinimum(Number(coupon.min_order));
  return null;
}
function couponDiscount(coupon, subTotal) {
  const value = Number(coupon.value);
  const raw = coupon.type === "percentage" ? Math.round(subTotal * value / 1e6) * 100 : value;
  const capped = coupon.max_discount === null ? raw : Math.min(raw, Number(coupon.max_discount));
  return Math.max(0, Math.min(capped, subTotal));
}
function couponRedemption(db, normalized) {
  return db.updateTable("coupons").set((eb) => ({ times_used: eb("times_used", "+", 1) })).where("code", "=", normalized).where((eb) => eb.or([eb("usage_limit", "is", null), eb("times_used", "<", eb.ref("usage_limit"))]));
}
async function redeemCoupon(db, code) {
  return Number((await couponRedemption(db, normalizeCode(code)).executeTakeFirst()).numUpdatedRows) === 1;
}

// server/cart/pricedCart.ts
function lineName(product, variant) {
  if (!variant) return product;
  return variant.toLowerCase().startsWith(product.toLowerCase()) ? variant : `${product} - ${variant}`;
}
async function loadCart(db, which, { shipping = 0, now = /* @__PURE__ */ new Date(), claim } = {}) {
  const rows2 = await cartRows(db, typeof which === "number" ? { id: which } : which, now, claim);
  if (rows2.length === 0) return null;
  const [cart] = rows2;
  const items = rows2.filter((r) => r.id !== null);
  const available = items.filter((r) => r.status === 1 && (r.variant_id === null ? r.type === "simple" : r.variant_status === 1));
  const lines = available.map((r) => {
    const priced = r.variant_id !== null ? quote(Number(r.variant_price), r.variant_special_price === null ? null : Number(r.variant_special_price), r.campaigns) : quote(Number(r.price), r.special_price === null ? null : Number(r.special_price), r.campaigns);
    return {
      id: r.id,
      productId: r.product_id,
      variantId: r.variant_id,
      name: lineName(r.name, r.variant_name),
      nameBn: r.name_bn && variantNameIn("bn", lineName(r.name, r.variant_name), r.name, r.name_bn),
      sku: r.variant_sku ?? r.sku,
      urlKey: r.url_key,
      type: r.type,
      quantity: r.quantity,
      regularPrice: priced.regular,
      unitPrice: priced.final,
      total: priced.final * r.quantity,
      campaignId: priced.campaignId,
      imagePath: r.image_path
    };
  });
  const subTotal = lines.reduce((sum, l) => sum + l.total, 0);
  let couponCode = null;
  let problem = null;
  let discount = 0;
  if (cart.coupon_code) {
    problem = couponProblem(cart.coupon ?? void 0, subTotal, now);
    if (!problem && cart.coupon) {
      couponCode = cart.coupon.code;
      discount = couponDiscount(cart.coupon, subTotal);
    }
  }
  return {
    id: cart.cart_id,
    customerId: cart.customer_id,
    lines,
    unavailable: items.filter((r) => !available.includes(r)).map((r) => ({ id: r.id, name: lineName(r.name, r.variant_name) })),
    itemsCount: lines.length,
    itemsQty: lines.reduce((sum, l) => sum + l.quantity, 0),
    subTotal,
    couponCode,
    couponProblem: problem,
    discount,
    shipping,
    grandTotal: subTotal + shipping - discount
  };
}

// server/checkout/openCart.ts
var CART_EMPTY_TEXT = serverText("server.cartEmpty");
var CART_EMPTY = inEnglish(CART_EMPTY_TEXT);
var CART_PATH = "/checkout/cart";
var CHECKOUT_PATH = "/checkout/onepage/";
var SUCCESS_PATH = "/checkout/onepage/success";
function cannotContinue(message, redirectTo = CART_PATH) {
  return new Forbidden(message, { redirectTo });
}
async function openCheckoutCart(db, shopper, shipping = 0) {
  const key2 = openCartKey(shopper);
  const cart = key2 ? await loadCart(db, key2, { shipping }) : null;
  if (!cart || cart.lines.length === 0) throw cannotContinue(CART_EMPTY_TEXT);
  return cart;
}
async function hasOpenCartLines(db, shopper) {
  const cartId = await findActiveCartId(db, shopper);
  if (!cartId) return false;
  return Boolean(await db.selectFrom("cart_items").select("id").where("cart_id", "=", cartId).limit(1).executeTakeFirst());
}
function withShipping(cart, shipping) {
  return { ...cart, shipping, grandTotal: cart.subTotal + shipping - cart.discount };
}

// server/routes/orders/schemas.ts
var str = { type: "string" };
var num = { type: "number" };
var strings = (...names) => Object.fromEntries(names.map((name) => [name, str]));
var trackedOrderSchema = {
  type: "object",
  required: ["data"],
  properties: {
    data: {
      type: "object",
      properties: {
        ...strings(
          "increment_id",
          "status",
          "status_label",
          "created_at",
          "formatted_subtotal",
          "formatted_shipping_handling",
          "formatted_discount_amount",
          "formatted_grand_total",
          "shipping_method",
          "payment_method",
          "district",
          "thana",
          "district_label",
          "thana_label"
        ),
        discount_amount: num,
        grand_total: num,
        status_history: { type: "array", items: { type: "object", properties: strings("status", "at") } },
        items: {
          type: "array",
          items: { type: "object", properties: { ...strings("name", "formatted_price", "formatted_total"), qty_ordered: { type: "integer" } } }
        }
      }
    }
  }
};

// server/routes/orders/index.ts
var TRACK_LIMIT = { limit: 10, windowMs: 15 * 6e4 };
var listed = (lines) => lines.map((line) => serverText("server.reorderLine", { name: line.name, reason: line.reason }));
var ORDER_TEXTS = {
  trackNotFound: serverText("server.trackNotFound"),
  trackInvalid: serverText("server.correctFields"),
  tooManyTries: (wait) => serverText("server.tooManyTracks", { wait }),
  reordered: serverText("server.reordered"),
  notReordered: (lines) => serverText("server.notReordered", { items: listed(lines) }),
  nothingReordered: (lines) => serverText("server.nothingReordered", { items: listed(lines) })
};
var ORDER_MESSAGES = inEnglishAll(ORDER_TEXTS);
var notAddedIn = (t, lines) => lines.map((line) => ({ name: line.name, reason: say(t, line.reason) }));
var text2 = { type: "string", maxLength: 40 };
var orderRoutes = async (app) => {
  app.get(
    "/api/orders/track",
    { schema: { querystring: { type: "object", properties: { increment_id: text2, phone: text2 } }, response: { 200: trackedOrderSchema } } },
    async (request, reply) => {
      const checked = await checkFormTexts(trackOrderSchema, request.query);
      if (!checked.ok) throw new Refused(ORDER_TEXTS.trackInvalid, { fields: checked.errors });
      const wait = await app.limits.count(`track-order|${request.ip}`, TRACK_LIMIT);
      if (wait > 0) {
        reply.header("retry-after", String(wait));
        throw new HttpError(429, ORDER_TEXTS.tooManyTries(waitFor(wait)));
      }
      const order = await trackOrder(app.db, checked.value.increment_id, checked.value.phone, request.money, request.t, request.language);
      if (!order) throw new NotFound(ORDER_TEXTS.trackNotFound);
      return { data: order };
    }
  );
  app.post(
    "/api/customer/orders/:id/reorder",
    { schema: { params: idParams("id"), body: { type: ["object", "null"] } } },
    async (request) => {
      const outcome = await reorder(app.db, requireCustomer(request), request.params.id);
      if (!outcome) throw new NotFound(ACCOUNT_TEXTS.orderNotFound);
      const notAdded = notAddedIn(request.t, outcome.notAdded);
      if (outcome.added.length === 0) throw new Conflict(ORDER_TEXTS.nothingReordered(notAdded));
      const reordered = say(request.t, ORDER_TEXTS.reordered);
      const flash = [{ text: reordered, type: "success" }];
      if (notAdded.length) flash.push({ text: say(request.t, ORDER_TEXTS.notReordered(notAdded)), type: "warning" });
      request.session.set("flash", flash);
      return { message: reordered, data: { added: outcome.added, not_added: notAdded, redirect: CART_PATH } };
    }
  );
};
var orders_default = orderRoutes;

// server/address/addresses.ts
var MAX_ADDRESSES = 50;
function toAddressView(row) {
  return {
    id: row.id,
    company_name: row.company_name,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    address: JSON.parse(row.address),
    country: row.country,
    state: row.state,
    city: row.city,
    area: row.area,
    postcode: row.postcode,
    post_code: row.postcode,
    city_id: row.city_id,
    zone_id: row.zone_id,
    area_id: row.area_id,
    vat_id: row.vat_id,
    default_address: row.default_address ? "1" : "0"
  };
}
async function listAddresses(db, customerId, language) {
  const rows2 = await db.selectFrom("addresses").selectAll().where("customer_id", "=", customerId).orderBy("default_address", "desc").orderBy("id", "desc").execute();
  return rows2.map((row) => withSavedPlaceLabels(toAddressView(row), language));
}
async function findAddress(db, customerId, id2) {
  const row = await db.selectFrom("addresses").selectAll().where("id", "=", id2).where("customer_id", "=", customerId).executeTakeFirst();
  return row ? toAddressView(row) : null;
}
async function createAddress(db, customerId, address) {
  return db.transaction().execute(async (trx) => {
    const { count } = await trx.selectFrom("addresses").select((eb) => eb.fn.countAll().as("count")).where("customer_id", "=", customerId).executeTakeFirstOrThrow();
    if (Number(count) >= MAX_ADDRESSES) throw new Refused(serverText("server.tooManyAddresses", { max: MAX_ADDRESSES }));
    const isDefault = address.default_address || Number(count) === 0;
    if (isDefault) await trx.updateTable("addresses").set({ default_address: 0 }).where("customer_id", "=", customerId).execute();
    const row = await trx.insertInto("addresses").values({
      customer_id: customerId,
      company_name: address.company_name || null,
      first_name: address.first_name,
      last_name: address.last_name,
      email: address.email || null,
      phone: address.phone,
      address: JSON.stringify(address.address.filter((line) => line)),
      country: address.country,
      state: address.state,
      city: address.city,
      area: address.area,
      postcode: address.postcode,
      city_id: address.city_id,
      zone_id: address.zone_id,
      area_id: address.area_id,
      vat_id: address.vat_id || null,
      default_address: isDefault ? 1 : 0
    }).returningAll().executeTakeFirstOrThrow();
    return toAddressView(row);
  });
}

// shared/validation/addressSchema.ts
var import_yup8 = require("yup");
var COUNTRY = "BD";
var street = (0, import_yup8.array)((0, import_yup8.string)().trim().max(TEXT_MAX, MESSAGES.max).label("forms.fieldStreet")).label("forms.fieldStreet").transform((value, original) => typeof original === "string" ? [original] : value).test("street", MESSAGES.required, (lines) => Boolean(lines?.[0]?.trim())).required(MESSAGES.required);
function makeAddressSchema({ courier = false, requireEmail = false } = {}) {
  const courierId = (label) => courier ? chosenId(label) : chosenId(label).optional().nullable().default(null);
  return (0, import_yup8.object)({
    company_name: optionalText("forms.fieldCompanyName"),
    first_name: personName("forms.fieldFirstName"),
    last_name: personName("forms.fieldLastName"),
    email: emailAddress("forms.fieldEmail", { required: requireEmail }),
    address: street,
    state: requiredText("forms.fieldDistrict", 100),
    city: requiredText("forms.fieldThana", 100),
    postcode: digits("forms.fieldZip", 4),
    phone: bdMobile("forms.fieldPhone"),
    country: (0, import_yup8.string)().oneOf([COUNTRY], MESSAGES.one_of).default(COUNTRY).label("forms.fieldCountry"),
    vat_id: optionalText("forms.fieldVatId", 50),
    city_id: courierId("forms.fieldCity"),
    zone_id: courierId("forms.fieldZone"),
    area_id: courierId("forms.fieldArea"),
    area: courier ? requiredText("forms.fieldArea", 100) : optionalText("forms.fieldArea", 100),
    default_address: (0, import_yup8.boolean)().default(false)
  });
}
var addressSchema = makeAddressSchema();
var courierAddressSchema = makeAddressSchema({ courier: true });

// server/address/districts.ts
var import_src = require("@bangladeshi/bangladesh-address/build/src");
var byName = (a, b) => a.localeCompare(b, "en");
var DISTRICTS = [...(0, import_src.allDistricts)()].sort(byName).map((name, i) => ({ id: i + 1, district_id: i + 1, district_name: name }));
var THANAS = new Map(
  DISTRICTS.map((d) => {
    const names = [.../* @__PURE__ */ new Set([...(0, import_src.upazilaNamesOf)(d.district_name), ...(0, import_src.thanaNamesOf)(d.district_name)])].sort(byName);
    return [d.id, names.map((name, i) => ({ id: d.id * 100 + i + 1, thana_name: name }))];
  })
);
function listDistricts(language) {
  return DISTRICTS.map((d) => ({ ...d, district_label: districtNameIn(language, d.district_name) }));
}
function thanasOfDistrict(districtId, language) {
  const thanas = THANAS.get(districtId);
  if (!thanas) return null;
  const district = DISTRICTS[districtId - 1].district_name;
  return thanas.map((t) => ({ ...t, thana_label: thanaNameIn(language, district, t.thana_name) }));
}
var sameName = (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase();
function findDistrict(name) {
  return DISTRICTS.find((d) => sameName(d.district_name, name)) ?? null;
}
function findThana(district, name) {
  return THANAS.get(district.id).find((t) => sameName(t.thana_name, name)) ?? null;
}

// server/address/checkAddress.ts
async function checkAddress(input, { courier, requireCourierPlace = false }) {
  const raw = { ...typeof input === "object" && input !== null ? input : {}, country: COUNTRY };
  if (raw.postcode === void 0 && raw.post_code !== void 0) raw.postcode = raw.post_code;
  const checked = await checkFormTexts(makeAddressSchema({ courier: requireCourierPlace }), raw);
  if (!checked.ok) return checked;
  const value = checked.value;
  const errors = {};
  const district = findDistrict(value.state);
  const thana = district && findThana(district, value.city);
  if (!district) errors.state = [ruleText("one_of", "forms.fieldDistrict")];
  else if (!thana) errors.city = [ruleText("one_of", "forms.fieldThana")];
  let place = { city_id: null, zone_id: null, area_id: null, area: value.area || null };
  if (courier.active && value.city_id) {
    const resolved = await courierPlace(courier, value.city_id, value.zone_id ?? null, value.area_id ?? null);
    if ("errors" in resolved) Object.assign(errors, resolved.errors);
    else place = resolved;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: { ...value, state: district.district_name, city: thana.thana_name, country: COUNTRY, ...place }
  };
}
async function courierPlace({ courier }, cityId, zoneId, areaId) {
  if (!(await courier.cities()).some((c) => c.city_id === cityId)) return { errors: { city_id: [ruleText("one_of", "forms.fieldCity")] } };
  if (!zoneId) return { errors: { zone_id: [ruleText("required", "forms.fieldZone")] } };
  if (!(await courier.zones(cityId)).some((z) => z.zone_id === zoneId)) return { errors: { zone_id: [ruleText("one_of", "forms.fieldZone")] } };
  if (!areaId) return { city_id: cityId, zone_id: zoneId, area_id: null, area: null };
  const area = (await courier.areas(zoneId)).find((a) => a.area_id === areaId);
  if (!area) return { errors: { area_id: [ruleText("one_of", "forms.fieldArea")] } };
  return { city_id: cityId, zone_id: zoneId, area_id: areaId, area: area.area_name };
}

// server/routes/address/index.ts
var ADDRESS_SAVED_TEXT = serverText("server.addressSavedToBook");
var ADDRESS_SAVED = inEnglish(ADDRESS_SAVED_TEXT);
var ADDRESS_INVALID_TEXT = serverText("server.correctFields");
var ADDRESS_INVALID = inEnglish(ADDRESS_INVALID_TEXT);
var noQuery2 = { querystring: { type: "object", properties: {} } };
var idParams3 = idParams("id");
var text3 = { type: ["string", "null"], maxLength: 500 };
var id = { anyOf: [{ type: "null" }, { type: "integer" }, { type: "string", maxLength: 20 }] };
var newAddressBody = {
  type: "object",
  properties: {
    company_name: text3,
    first_name: text3,
    last_name: text3,
    email: text3,
    phone: text3,
    vat_id: text3,
    address: { type: "array", items: { type: "string" }, maxItems: 3 },
    country: text3,
    state: text3,
    city: text3,
    area: text3,
    postcode: { anyOf: [{ type: "string", maxLength: 20 }, { type: "integer" }, { type: "null" }] },
    city_id: id,
    zone_id: id,
    area_id: id,
    default_address: { anyOf: [{ type: "boolean" }, { type: "string", maxLength: 5 }, { type: "integer" }, { type: "null" }] }
  }
};
var addressRoutes = async (app) => {
  app.get("/districts/all", { schema: noQuery2 }, async (request) => ({ data: listDistricts(request.language) }));
  app.get("/thanas/all/:id", { schema: { params: idParams3 } }, async (request) => {
    const thanas = thanasOfDistrict(request.params.id, request.language);
    if (!thanas) throw new NotFound(serverText("server.noSuchDistrict"));
    return { data: thanas };
  });
  app.get("/api/core/countries", { schema: noQuery2 }, async () => ({ data: [{ id: 1, code: "BD", name: "Bangladesh" }] }));
  app.get("/currencies/all", { schema: noQuery2 }, async () => ({ data: [{ code: "BDT", symbol: "\u09F3", name: "Bangladeshi Taka" }] }));
  app.get("/locales/all", { schema: noQuery2 }, async () => ({ data: [{ code: "en", name: "English" }] }));
  app.get("/api/customer/addresses", { schema: noQuery2 }, async (request) => ({ data: await listAddresses(app.db, requireCustomer(request), request.language) }));
  app.post("/customer/account/addresses/create", { schema: { body: newAddressBody } }, async (request) => {
    const customerId = requireCustomer(request);
    const checked = await checkAddress(request.body, { courier: app.courier });
    if (!checked.ok) throw new Refused(ADDRESS_INVALID_TEXT, { fields: checked.errors });
    return { message: say(request.t, ADDRESS_SAVED_TEXT), data: withSavedPlaceLabels(await createAddress(app.db, customerId, checked.value), request.language) };
  });
};
var address_default = addressRoutes;

// shared/validation/commentSchema.ts
var import_yup9 = require("yup");

// shared/validation/commentTexts.ts
var COMMENT_MESSAGES = {
  name: formText("forms.enterName"),
  email: formText("forms.enterEmail"),
  comment: formText("forms.enterComments")
};
var COMMENT_LIMITS = { name: 100, comment: 2e3 };
var COMMENT_HONEYPOT = "website";
var PERSON_NAME = /^[\p{L}\p{M}][\p{L}\p{M}\s.'-]*$/u;

// shared/validation/commentSchema.ts
var commentSchema = (0, import_yup9.object)({
  name: (0, import_yup9.string)().label("forms.fieldName").trim().required(COMMENT_MESSAGES.name).max(COMMENT_LIMITS.name, MESSAGES.max).test(regex(PERSON_NAME)),
  email: (0, import_yup9.string)().label("forms.fieldEmail").trim().lowercase().required(COMMENT_MESSAGES.email).email(MESSAGES.email).max(TEXT_MAX, MESSAGES.max),
  comment: (0, import_yup9.string)().label("forms.fieldComment").trim().required(COMMENT_MESSAGES.comment).max(COMMENT_LIMITS.comment, MESSAGES.max),
  blog_id: chosenId("forms.fieldBlog")
});

// server/lib/richText.ts
var import_htmlparser2 = require("htmlparser2");
var import_sanitize_html = __toESM(require("sanitize-html"));
var RICH_TEXT = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "small",
    "mark",
    "blockquote",
    "a",
    "img",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "caption"
  ],
  allowedAttributes: {
    // rel and loading are written by the transforms below, whatever the editor wrote.
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height", "loading"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"]
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  transformTags: {
    // Links to other sites open without handing them this page (window.opener) or the referrer.
    a: (tagName, { rel: _rel, ...attribs }) => /^https?:/i.test(attribs.href ?? "") ? { tagName, attribs: { ...attribs, rel: "noopener noreferrer nofollow" } } : { tagName, attribs },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: "lazy" } })
  }
};
function remembering(work) {
  const answers = /* @__PURE__ */ new Map();
  return (html) => {
    let answer = answers.get(html);
    if (answer === void 0) {
      answer = work(html);
      if (answers.size >= 500) answers.clear();
      answers.set(html, answer);
    }
    return answer;
  };
}
var sanitizeRichText = remembering((html) => (0, import_sanitize_html.default)(html, RICH_TEXT));
var BLOCKS = /* @__PURE__ */ new Set(["p", "br", "li", "h1", "h2", "h3", "h4", "h5", "h6", "div", "blockquote", "tr", "td", "th", "figcaption", "ul", "ol", "hr"]);
var SILENT = /* @__PURE__ */ new Set(["script", "style", "template", "noscript"]);
var HEADINGS = /^h[1-6]$/;
var textOf = remembering((html) => {
  const parts2 = [];
  let silent = 0;
  let lastText = "";
  const parser = new import_htmlparser2.Parser({
    onopentag(name) {
      if (SILENT.has(name)) silent += 1;
      if (BLOCKS.has(name)) parts2.push(" ");
    },
    onclosetag(name) {
      if (SILENT.has(name)) silent = Math.max(0, silent - 1);
      if (HEADINGS.test(name) && !/[.!?:]\s*$/.test(lastText)) parts2.push(".");
      if (BLOCKS.has(name)) parts2.push(" ");
    },
    ontext(text7) {
      if (silent) return;
      parts2.push(text7);
      if (text7.trim()) lastText = text7;
    }
  }, { decodeEntities: true });
  parser.end(html);
  return parts2.join("").replace(/\s+/g, " ").trim();
});
function teaser(text7, length) {
  const chars = Array.from(text7);
  if (chars.length <= length) return text7;
  const cut = chars.slice(0, length + 1).join("");
  const lastSpace = cut.lastIndexOf(" ");
  const kept = lastSpace > 0 ? cut.slice(0, lastSpace) : chars.slice(0, length).join("");
  return kept.replace(/[\s,;:.\-–—]+$/, "") + "...";
}

// server/blog/blogs.ts
var FIRST_TEASER = 400;
var TEASER = 150;
var SIDE_LIST_AT_MOST = 5;
var RELATED_AT_MOST = 3;
var BLOG_NOT_FOUND_TEXT = serverText("server.blogNotFound");
var CATEGORY_NOT_FOUND_TEXT = serverText("server.blogCategoryNotFound");
var BLOG_NOT_FOUND = inEnglish(BLOG_NOT_FOUND_TEXT);
var CATEGORY_NOT_FOUND = inEnglish(CATEGORY_NOT_FOUND_TEXT);
function published(db) {
  return db.selectFrom("blogs").leftJoin("blog_categories as category", (join) => join.onRef("category.id", "=", "blogs.category_id").on("category.status", "=", 1)).select([
    "blogs.id",
    "blogs.slug",
    "blogs.title",
    "blogs.description",
    "blogs.thumbnail",
    "blogs.banner",
    "blogs.created_at",
    "blogs.category_id",
    "blogs.author_name",
    "category.name as category_name",
    "category.slug as category_slug"
  ]).where("blogs.status", "=", 1).orderBy("blogs.created_at", "desc").orderBy("blogs.id", "desc");
}
var paths = (json) => {
  try {
    const list = JSON.parse(json);
    return Array.isArray(list) ? list.filter((p) => typeof p === "string") : [];
  } catch {
    return [];
  }
};
function toBlog(row, teaserLength = TEASER) {
  const category = row.category_slug && row.category_name ? { name: row.category_name, slug: row.category_slug } : null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: teaser(textOf(row.description), teaserLength),
    thumbnail: paths(row.thumbnail),
    banner: paths(row.banner),
    created_at: row.created_at,
    category,
    category_id: category ? row.category_id : null,
    category_slug: category?.slug ?? null,
    category_name: category?.name ?? null,
    admin_name: row.author_name
  };
}
async function blogCategories(db) {
  const rows2 = await db.selectFrom("blog_categories").leftJoin("blogs", (join) => join.onRef("blogs.category_id", "=", "blog_categories.id").on("blogs.status", "=", 1)).select(["blog_categories.id", "blog_categories.name", "blog_categories.slug", (eb) => eb.fn.count("blogs.id").as("blogs_count")]).where("blog_categories.status", "=", 1).groupBy(["blog_categories.id", "blog_categories.name", "blog_categories.slug", "blog_categories.position"]).orderBy("blog_categories.position").orderBy("blog_categories.name").execute();
  return rows2.map((r) => ({ ...r, blogs_count: Number(r.blogs_count) }));
}
async function allBlogs(db) {
  const [first, ...rest] = await published(db).execute();
  return { first_blog: first ? toBlog(first, FIRST_TEASER) : null, rest_blogs: rest.map((row) => toBlog(row)) };
}
async function flaggedBlogs(db, flag) {
  const rows2 = await published(db).where(`blogs.${flag}`, "=", 1).limit(SIDE_LIST_AT_MOST).execute();
  return rows2.map((row) => toBlog(row));
}
async function relatedBlogs(db, categoryId, blogId) {
  const [category, blog2] = await Promise.all([
    db.selectFrom("blog_categories").select("id").where("id", "=", categoryId).where("status", "=", 1).executeTakeFirst(),
    published(db).where("blogs.id", "=", blogId).executeTakeFirst()
  ]);
  if (!category) throw new NotFound(CATEGORY_NOT_FOUND_TEXT);
  if (!blog2) throw new NotFound(BLOG_NOT_FOUND_TEXT);
  const rows2 = await published(db).where("blogs.category_id", "=", categoryId).where("blogs.id", "!=", blogId).limit(RELATED_AT_MOST).execute();
  return rows2.map((row) => toBlog(row));
}
async function findBlog(db, slug) {
  const row = await published(db).where("blogs.slug", "=", slug).executeTakeFirst();
  if (!row) throw new NotFound(BLOG_NOT_FOUND_TEXT);
  return { ...toBlog(row), description: sanitizeRichText(row.description) };
}
async function blogExists(db, blogId) {
  return Boolean(await db.selectFrom("blogs").select("id").where("id", "=", blogId).where("status", "=", 1).executeTakeFirst());
}
async function blogCategoryPosts(db, slug) {
  const category = (await blogCategories(db)).find((c) => c.slug === slug);
  if (!category) throw new NotFound(CATEGORY_NOT_FOUND_TEXT);
  const rows2 = await published(db).where("blogs.category_id", "=", category.id).execute();
  return { category, blogs: rows2.map((row) => toBlog(row)) };
}

// server/blog/comments.ts
var COMMENTS_PER_PAGE = 8;
var COMMENT_POSTED_TEXT = serverText("server.commentPosted");
var COMMENT_POSTED = inEnglish(COMMENT_POSTED_TEXT);
var toComment = (row) => ({ id: row.id, comment_by: row.name, comments: row.comment, date: row.created_at });
async function blogComments(db, blogId, page) {
  if (!await blogExists(db, blogId)) throw new NotFound(BLOG_NOT_FOUND_TEXT);
  const [rows2, counted] = await Promise.all([
    db.selectFrom("blog_comments").select(["id", "name", "comment", "created_at"]).where("blog_id", "=", blogId).orderBy("id", "desc").limit(COMMENTS_PER_PAGE).offset((page - 1) * COMMENTS_PER_PAGE).execute(),
    db.selectFrom("blog_comments").select((eb) => eb.fn.countAll().as("n")).where("blog_id", "=", blogId).executeTakeFirstOrThrow()
  ]);
  const total = Number(counted.n);
  return { data: rows2.map(toComment), meta: { current_page: page, last_page: Math.max(1, Math.ceil(total / COMMENTS_PER_PAGE)), per_page: COMMENTS_PER_PAGE, total } };
}
async function postComment(db, input, customerId) {
  const checked = await checkFormTexts(commentSchema, input);
  if (!checked.ok) throw new Refused(Object.values(checked.errors)[0][0], { fields: checked.errors });
  const { name, email, comment, blog_id } = checked.value;
  if (!await blogExists(db, blog_id)) throw new NotFound(BLOG_NOT_FOUND_TEXT);
  const row = await db.insertInto("blog_comments").values({ blog_id, name, email, comment, customer_id: customerId }).returning(["id", "name", "comment", "created_at"]).executeTakeFirstOrThrow();
  return toComment(row);
}
async function commenter(db, customerId) {
  if (!customerId) return null;
  const customer = await db.selectFrom("customers").select(["first_name", "last_name", "email"]).where("id", "=", customerId).executeTakeFirst();
  return customer ? { name: `${customer.first_name} ${customer.last_name}`.trim(), email: customer.email } : null;
}

// server/routes/catalog/schemas.ts
var nullable2 = (type) => ({ type: [type, "null"] });
var image = { type: "object", properties: { id: { type: "integer" }, path: { type: "string" } } };
var variantSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    price: { type: "number" },
    special_price: nullable2("number"),
    images: { type: "array", items: image }
  }
};
var productProperties = {
  id: { type: "integer" },
  type: { type: "string" },
  name: { type: "string" },
  url_key: { type: "string" },
  slug: { type: "string" },
  sku: { type: "string" },
  price: { type: "number" },
  special_price: nullable2("number"),
  final_price: nullable2("number"),
  has_campaign: { type: "boolean" },
  images: { type: "array", items: image },
  short_description: nullable2("string"),
  path: nullable2("string"),
  product_variants: { type: "array", items: variantSchema },
  reviews_count: { type: "integer" },
  average_rating: { type: "number" }
};
var productSchema = { type: "object", properties: productProperties };
var flashDealSchema = { type: "object", properties: { ...productProperties, top_deal: { type: "boolean" } } };
var pagedOf2 = (item) => ({
  type: "object",
  properties: {
    data: { type: "array", items: item },
    meta: {
      type: "object",
      properties: { current_page: { type: "integer" }, last_page: { type: "integer" }, per_page: { type: "integer" }, total: { type: "integer" } }
    }
  }
});
var listOf = (item) => ({ type: "object", properties: { data: { type: "array", items: item } } });
var brandSchema = {
  type: "object",
  properties: { id: { type: "integer" }, admin_name: { type: "string" }, slug: { type: "string" }, logo_path: nullable2("string") }
};
var colorSchema = { type: "object", properties: { id: { type: "integer" }, admin_name: { type: "string" }, swatch_value: { type: "string" } } };
var sizeSchema = { type: "object", properties: { id: { type: "integer" }, admin_name: { type: "string" } } };
var categorySchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    parent_id: nullable2("integer"),
    slug: { type: "string" },
    name: { type: "string" },
    category_name: { type: "string" },
    logo_path: nullable2("string"),
    product_count: { type: "integer" }
  }
};
var campaignSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    slug: { type: "string" },
    image: nullable2("string"),
    title: { type: "string" },
    short_description: nullable2("string"),
    discount_type: { type: "string" },
    discount: { type: "number" },
    ends_at: { type: "string" }
  }
};
var pagingProperties = {
  page: pageSchema,
  per_page: perPageSchema(MAX_PER_PAGE, DEFAULT_PER_PAGE)
};
var sortSchema = { type: "string", enum: [...SORTS] };
var listingQuery = (withBrand) => ({
  type: "object",
  properties: {
    ...pagingProperties,
    sort: { ...sortSchema, default: "newest" },
    min_price: { type: "number", minimum: 0 },
    max_price: { type: "number", minimum: 0 },
    ...withBrand ? { brand_id: idSchema } : {},
    color_id: idSchema,
    size_id: idSchema
  },
  additionalProperties: true
});

// server/routes/blog/schemas.ts
var nullable3 = (type) => ({ type: [type, "null"] });
var paths2 = { type: "array", items: { type: "string" } };
var blogCategorySchema = {
  type: "object",
  properties: { id: { type: "integer" }, name: { type: "string" }, slug: { type: "string" }, blogs_count: { type: "integer" } }
};
var blogSchema = {
  type: "object",
  properties: {
    id: { type: "integer" },
    slug: { type: "string" },
    title: { type: "string" },
    excerpt: { type: "string" },
    thumbnail: paths2,
    banner: paths2,
    created_at: { type: "string" },
    category: { anyOf: [{ type: "object", properties: { name: { type: "string" }, slug: { type: "string" } } }, { type: "null" }] },
    category_id: nullable3("integer"),
    category_slug: nullable3("string"),
    category_name: nullable3("string"),
    admin_name: { type: "string" }
  }
};
var commentSchema2 = {
  type: "object",
  properties: { id: { type: "integer" }, comment_by: { type: "string" }, comments: { type: "string" }, date: { type: "string" } }
};
var blogListSchema = listOf(blogSchema);
var commentPageSchema = pagedOf2(commentSchema2);
var categoryListSchema = listOf(blogCategorySchema);
var allBlogsSchema = {
  type: "object",
  properties: { data: { type: "object", properties: { first_blog: { anyOf: [blogSchema, { type: "null" }] }, rest_blogs: { type: "array", items: blogSchema } } } }
};
var postedSchema = { type: "object", properties: { message: { type: "string" }, data: commentSchema2 } };

// server/routes/blog/index.ts
var COMMENT_LIMIT = { limit: 3, windowMs: 6e4 };
var tooManyCommentsText = (wait) => serverText("server.tooManyComments", { wait });
var text4 = (maxLength) => ({ type: "string", maxLength });
var blogRoutes = async (app) => {
  const { db } = app;
  const answers = (schema) => ({ schema: { response: { 200: schema } } });
  app.get("/all/blog-categories", answers(categoryListSchema), async () => ({ data: await blogCategories(db) }));
  app.get("/all/blogs", answers(allBlogsSchema), async () => ({ data: await allBlogs(db) }));
  app.get("/trending/blogs", answers(blogListSchema), async () => ({ data: await flaggedBlogs(db, "trending") }));
  app.get("/featured/blogs", answers(blogListSchema), async () => ({ data: await flaggedBlogs(db, "featured") }));
  app.get(
    "/related-blogs/:categoryId/:blogId",
    { schema: { params: idParams("categoryId", "blogId"), response: { 200: blogListSchema } } },
    async (request) => ({ data: await relatedBlogs(db, request.params.categoryId, request.params.blogId) })
  );
  app.get(
    "/all-comments/:blogId",
    { schema: { params: idParams("blogId"), querystring: { type: "object", properties: { page: pageSchema } }, response: { 200: commentPageSchema } } },
    async (request) => blogComments(db, request.params.blogId, request.query.page ?? 1)
  );
  app.post(
    "/submit-comment",
    {
      schema: {
        body: {
          type: "object",
          // Types and lengths are the comment schema's to check, with its messages; this bounds the sizes.
          properties: { name: text4(1e3), email: text4(1e3), comment: text4(2e4), blog_id: {}, [COMMENT_HONEYPOT]: text4(1e3) }
        },
        response: { 200: postedSchema }
      }
    },
    async (request, reply) => {
      const wait = await app.limits.count(`comment|${request.ip}`, COMMENT_LIMIT);
      if (wait > 0) {
        reply.header("retry-after", String(wait));
        throw new HttpError(429, tooManyCommentsText(waitFor(wait)));
      }
      if (String(request.body[COMMENT_HONEYPOT] ?? "").trim() !== "") return { message: say(request.t, COMMENT_POSTED_TEXT) };
      const customerId = request.session.get("customerId") ?? null;
      return { message: say(request.t, COMMENT_POSTED_TEXT), data: await postComment(db, request.body, customerId) };
    }
  );
};
var blog_default = blogRoutes;

// shared/validation/resumeSchema.ts
var import_yup10 = require("yup");
var RESUME_TEXTS = {
  name: formText("forms.enterName"),
  email: formText("forms.enterEmail"),
  phone: formText("forms.enterPhone"),
  experience: formText("forms.enterExperience"),
  dob: formText("forms.enterDateOfBirth"),
  expected_salary: formText("forms.enterExpectedSalary"),
  address: formText("forms.enterAddress"),
  cv: formText("forms.selectCv"),
  cvTooLarge: formText("forms.cvTooLarge"),
  cvWrongType: formText("forms.cvWrongType")
};
var CV_MAX_BYTES = 1572864;
var CV_EXTENSIONS = ["pdf", "docx", "jpg", "jpeg", "png", "webp", "gif"];
var RESUME_LIMITS = { experience: [0, 60], salary: [1e3, 1e7], address: 500, message: 2e3 };
var resumeSchema = (0, import_yup10.object)({
  name: (0, import_yup10.string)().label("forms.fieldName").trim().required(RESUME_TEXTS.name).max(100, MESSAGES.max).test(regex(PERSON_NAME)),
  email: (0, import_yup10.string)().label("forms.fieldEmail").trim().lowercase().required(RESUME_TEXTS.email).email(MESSAGES.email).max(TEXT_MAX, MESSAGES.max),
  phone: phoneNumber("forms.fieldPhone").required(RESUME_TEXTS.phone).max(20, MESSAGES.max),
  experience: (0, import_yup10.string)().label("forms.fieldExperience").trim().required(RESUME_TEXTS.experience).test(numeric()).test(between(...RESUME_LIMITS.experience)),
  dob: pastDay("forms.fieldDateOfBirth", RESUME_TEXTS.dob),
  expected_salary: (0, import_yup10.string)().label("forms.fieldExpectedSalary").trim().required(RESUME_TEXTS.expected_salary).test(numeric()).test(minValue(RESUME_LIMITS.salary[0])).test(maxValue(RESUME_LIMITS.salary[1])),
  address: (0, import_yup10.string)().label("forms.fieldAddress").trim().required(RESUME_TEXTS.address).max(RESUME_LIMITS.address, MESSAGES.max),
  message: (0, import_yup10.string)().label("forms.fieldMessage").trim().max(RESUME_LIMITS.message, MESSAGES.max),
  cv: (0, import_yup10.mixed)().label("forms.fieldCv").transform((file) => file && file.size > 0 ? file : void 0).required(RESUME_TEXTS.cv).test(size(CV_MAX_BYTES / 1024, RESUME_TEXTS.cvTooLarge)).test(ext(CV_EXTENSIONS, RESUME_TEXTS.cvWrongType)),
  job_post_id: chosenId("forms.fieldJobPost")
});

// server/uploads/documents.ts
var TYPES = {
  pdf: { ext: "pdf", mime: "application/pdf" },
  docx: { ext: "docx", mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" },
  png: { ext: "png", mime: "image/png" },
  jpeg: { ext: "jpg", mime: "image/jpeg" },
  gif: { ext: "gif", mime: "image/gif" },
  webp: { ext: "webp", mime: "image/webp" }
};
var starts = (bytes, signature, at = 0) => Buffer.from(typeof signature === "string" ? Buffer.from(signature, "latin1") : signature).equals(bytes.subarray(at, at + signature.length));
function zipEntryNames(bytes) {
  if (!starts(bytes, "PK")) return null;
  const from = Math.max(0, bytes.length - 22 - 65535);
  let end = -1;
  for (let i = bytes.length - 22; i >= from; i--) if (bytes.readUInt32LE(i) === 101010256) {
    end = i;
    break;
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const names = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 33639248) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    names.push(bytes.toString("utf8", at + 46, at + 46 + nameLength));
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return names;
}
function detectDocument(bytes) {
  if (bytes.subarray(0, 1024).includes("%PDF-")) return "pdf";
  if (starts(bytes, [137, 80, 78, 71, 13, 10, 26, 10])) return "png";
  if (starts(bytes, [255, 216, 255])) return "jpeg";
  if (starts(bytes, "GIF87a") || starts(bytes, "GIF89a")) return "gif";
  if (starts(bytes, "RIFF") && starts(bytes, "WEBP", 8)) return "webp";
  if (zipEntryNames(bytes)?.includes("word/document.xml")) return "docx";
  return null;
}
function describeUpload(bytes) {
  const kind = detectDocument(bytes);
  const type = kind ? TYPES[kind] : null;
  return { kind, name: type ? `upload.${type.ext}` : "upload", type: type?.mime ?? "application/octet-stream", size: bytes.length };
}

// server/careers/jobPosts.ts
var JOB_NOT_FOUND_TEXT = serverText("server.jobNotFound");
var JOB_NOT_FOUND = inEnglish(JOB_NOT_FOUND_TEXT);
function bangladeshToday(now = /* @__PURE__ */ new Date()) {
  return new Date(now.getTime() + 6 * 36e5).toISOString().slice(0, 10);
}
function deadlineText(day) {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(/* @__PURE__ */ new Date(`${day}T00:00:00Z`));
}
async function openJobPosts(db, now = /* @__PURE__ */ new Date()) {
  const rows2 = await db.selectFrom("job_posts").select(["id", "title", "slug", "department", "location", "job_type", "deadline", "description"]).where("status", "=", 1).where("deadline", ">=", bangladeshToday(now)).orderBy("deadline").orderBy("id").execute();
  return rows2.map((row) => ({ ...row, description: sanitizeRichText(row.description) }));
}
async function findJobPost(db, id2) {
  const post = await db.selectFrom("job_posts").select(["id", "title", "slug", "deadline"]).where("id", "=", id2).where("status", "=", 1).executeTakeFirst();
  if (!post) throw new NotFound(JOB_NOT_FOUND_TEXT);
  return post;
}

// server/careers/resumes.ts
var RESUME_RECEIVED_TEXT = serverText("server.resumeReceived");
var RESUME_RECEIVED = inEnglish(RESUME_RECEIVED_TEXT);
var jobClosedText = (title, deadline) => serverText("server.jobClosed", { title, deadline: deadlineText(deadline) });
async function submitResume(db, submission, now = /* @__PURE__ */ new Date()) {
  const upload = submission.cv?.length ? describeUpload(submission.cv) : void 0;
  const checked = await checkFormTexts(resumeSchema, { ...submission, cv: upload });
  if (!checked.ok) throw new Refused(Object.values(checked.errors)[0][0], { fields: checked.errors });
  const resume = checked.value;
  const post = await findJobPost(db, resume.job_post_id);
  if (post.deadline < bangladeshToday(now)) throw new Refused(jobClosedText(post.title, post.deadline));
  await db.insertInto("resumes").values({
    job_post_id: post.id,
    name: resume.name,
    email: resume.email,
    phone: resume.phone,
    experience: Number(resume.experience),
    dob: resume.dob,
    expected_salary: toPoisha(resume.expected_salary),
    address: resume.address,
    message: resume.message || null,
    cv: submission.cv,
    cv_type: upload.kind,
    cv_size: upload.size
  }).execute();
}

// server/uploads/multipartLimits.ts
function uploadLimits({ field, maxFiles, maxBytes, tooMany, tooLarge }) {
  return {
    config: { multipartOptions: { limits: { files: maxFiles, fileSize: maxBytes } } },
    // Thrown on: the shop's errors plugin (the parent handler) answers it.
    errorHandler(error) {
      const message = error.code === "FST_FILES_LIMIT" ? tooMany : error.code === "FST_REQ_FILE_TOO_LARGE" ? tooLarge : null;
      throw message ? new Refused(message, { fields: { [field]: [message] } }) : error;
    }
  };
}

// server/routes/careers/index.ts
var RESUME_LIMIT = { limit: 5, windowMs: 36e5 };
var tooManyResumes = (wait) => serverText("server.tooManyResumes", { wait });
var ONE_CV_TEXT = serverText("server.oneCv");
var ONE_CV = inEnglish(ONE_CV_TEXT);
var text5 = { type: "string", maxLength: 5e3 };
var FIELDS = ["name", "email", "phone", "experience", "dob", "expected_salary", "address", "message", "job_post_id"];
var careerRoutes = async (app) => {
  app.post(
    "/submit-resume",
    {
      // One CV, stopped while it arrives once past its size limit.
      ...uploadLimits({ field: "cv", maxFiles: 1, maxBytes: CV_MAX_BYTES, tooMany: ONE_CV_TEXT, tooLarge: RESUME_TEXTS.cvTooLarge }),
      schema: {
        // multipart/form-data: text fields arrive as strings, the CV as the file's bytes.
        body: { type: "object", properties: { ...Object.fromEntries(FIELDS.map((f) => [f, text5])), cv: {} } },
        response: { 200: { type: "object", properties: { message: { type: "string" } } } }
      }
    },
    async (request, reply) => {
      const wait = await app.limits.count(`resume|${request.ip}`, RESUME_LIMIT);
      if (wait > 0) {
        reply.header("retry-after", String(wait));
        throw new HttpError(429, tooManyResumes(waitFor(wait)));
      }
      const { cv, ...fields } = request.body ?? {};
      await submitResume(app.db, { ...fields, cv: Buffer.isBuffer(cv) ? cv : void 0 });
      return { message: say(request.t, RESUME_RECEIVED_TEXT) };
    }
  );
};
var careers_default = careerRoutes;

// server/routes/cart/index.ts
var import_node_crypto5 = require("node:crypto");

// server/cart/cartView.ts
function cartView(cart, money, language) {
  if (!cart || cart.lines.length === 0) return null;
  return {
    id: cart.id,
    items: cart.lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      variant_id: line.variantId,
      name: nameIn(language, line.name, line.nameBn),
      sku: line.sku,
      url_key: line.urlKey,
      type: line.type,
      quantity: line.quantity,
      price: toTaka(line.unitPrice),
      total: toTaka(line.total),
      formatted_price: money(line.unitPrice),
      formatted_total: money(line.total),
      regular_price: toTaka(line.regularPrice),
      formatted_regular_price: money(line.regularPrice),
      base_image: { small_image_url: line.imagePath ? `/storage/${thumbnailPath(line.imagePath)}` : null }
    })),
    items_count: cart.itemsCount,
    items_qty: cart.itemsQty,
    base_sub_total: toTaka(cart.subTotal),
    sub_total: toTaka(cart.subTotal),
    formatted_sub_total: money(cart.subTotal),
    discount_amount: toTaka(cart.discount),
    formatted_discount_amount: money(cart.discount),
    coupon_code: cart.couponCode,
    shipping_amount: toTaka(cart.shipping),
    formatted_shipping_amount: money(cart.shipping),
    grand_total: toTaka(cart.grandTotal),
    formatted_grand_total: money(cart.grandTotal)
  };
}

// server/checkout/shopperCart.ts
async function shopperCart(db, shopper, now = /* @__PURE__ */ new Date()) {
  const key2 = openCartKey(shopper);
  const cart = key2 ? await loadCart(db, key2, { now }) : null;
  return cart && withShipping(cart, checkoutShipping(shopper.checkout, cart.id));
}

// server/routes/cart/coupon.ts
var COUPON_APPLIED_TEXT = serverText("server.couponApplied");
var COUPON_APPLIED = inEnglish(COUPON_APPLIED_TEXT);
var COUPON_REMOVED_TEXT = serverText("server.couponRemoved");
var COUPON_REMOVED = inEnglish(COUPON_REMOVED_TEXT);
var couponRoutes = async (app) => {
  app.post(
    "/api/checkout/cart/coupon",
    { schema: { body: { type: "object", properties: { code: { type: "string", maxLength: 64 } } } } },
    async (request) => {
      const code = (request.body?.code ?? "").trim();
      if (!code) throw new Refused(COUPON_TEXTS.empty, { fields: { code: [COUPON_TEXTS.empty] } });
      const cart = await shopperCart(app.db, request.session.data);
      if (!cart || cart.lines.length === 0) throw new Refused(COUPON_TEXTS.emptyCart, { fields: { code: [COUPON_TEXTS.emptyCart] } });
      const coupon = await findCoupon(app.db, code);
      const problem = couponProblem(coupon, cart.subTotal);
      if (problem || !coupon) throw new Refused(problem ?? COUPON_TEXTS.invalid, { fields: { code: [problem ?? COUPON_TEXTS.invalid] } });
      await app.db.updateTable("carts").set({ coupon_code: coupon.code, updated_at: (/* @__PURE__ */ new Date()).toISOString() }).where("id", "=", cart.id).execute();
      return { message: say(request.t, COUPON_APPLIED_TEXT), data: cartView(await shopperCart(app.db, request.session.data), request.money, request.language) };
    }
  );
  app.delete("/api/checkout/cart/coupon", { schema: { querystring: { type: "object", properties: {} } } }, async (request) => {
    const cartId = await findActiveCartId(app.db, request.session.data);
    if (!cartId) throw new NotFound(COUPON_TEXTS.emptyCart);
    await app.db.updateTable("carts").set({ coupon_code: null, updated_at: (/* @__PURE__ */ new Date()).toISOString() }).where("id", "=", cartId).execute();
    return { message: say(request.t, COUPON_REMOVED_TEXT), data: cartView(await shopperCart(app.db, request.session.data), request.money, request.language) };
  });
};
var coupon_default = couponRoutes;

// server/routes/cart/index.ts
var addBody = {
  type: "object",
  properties: { quantity: { type: "integer" }, product_id: idSchema, variant_id: { anyOf: [{ type: "null" }, idSchema] }, cart_item_id: idSchema, _method: { type: "string", maxLength: 10 } }
};
function guestKey(request) {
  const token = request.cookies[XSRF_COOKIE];
  return token ? (0, import_node_crypto5.createHash)("sha256").update(token).digest("base64url") : void 0;
}
function required(value, field) {
  if (value === void 0 || value === null) throw new Refused(`The ${field} field is required`, { fields: { [field]: [`The ${field} field is required`] } });
  return value;
}
var cartRoutes = async (app) => {
  const currentCart2 = async (request) => cartView(await shopperCart(app.db, request.session.data), request.money, request.language);
  const reached = /* @__PURE__ */ new WeakSet();
  app.addHook("preParsing", async (request, _reply, payload) => {
    reached.add(request);
    return payload;
  });
  app.addHook("onSend", async (request, reply, payload) => {
    if (!reached.has(request) || reply.statusCode < 400 || typeof payload !== "string" || !payload.startsWith("{")) return payload;
    const body2 = JSON.parse(payload);
    return body2.message && !body2.error ? JSON.stringify({ ...body2, error: body2.message }) : payload;
  });
  async function add(request, campaignPrice2) {
    const body2 = request.body ?? {};
    const productId = required(body2.product_id, "product_id");
    const quantity = required(body2.quantity, "quantity");
    checkQuantity(quantity);
    const variantId = body2.variant_id ?? null;
    const key2 = openCartKey(request.session.data);
    const usual = campaignPrice2 === void 0 && key2 !== null && await addLine(app.db, key2, { productId, variantId, quantity, campaignId: null });
    if (!usual) {
      const purchase = await resolvePurchase(app.db, productId, variantId);
      if (purchase.kind === "needs-options") return { message: say(request.t, CART_TEXTS.needsOptions), redirect_uri: `/products/${purchase.urlKey}` };
      if (campaignPrice2 !== void 0) {
        if (purchase.price.campaignId === null) throw new Refused(CART_TEXTS.noCampaign);
        if (toPoisha(campaignPrice2) !== purchase.price.final) throw new Refused(CART_TEXTS.priceChanged, { fields: { product_price: [CART_TEXTS.priceChanged] } });
      }
      const cartId = await ensureCart(app.db, { ...request.session.data, guestKey: guestKey(request) });
      if (!request.session.get("customerId") && request.session.get("cartId") !== cartId) request.session.set("cartId", cartId);
      const line = { productId, variantId: purchase.variantId, quantity, campaignId: campaignPrice2 !== void 0 ? purchase.price.campaignId : null };
      if (!await addLine(app.db, { id: cartId }, line)) await refuseLine(app.db, cartId, line);
    }
    return { message: say(request.t, CART_TEXTS.added), data: await currentCart2(request) };
  }
  function openCartOrRefuse(request) {
    const key2 = openCartKey(request.session.data);
    if (!key2) throw new NotFound(CART_TEXTS.emptyCart);
    return key2;
  }
  app.get("/api/checkout/cart", { schema: { querystring: { type: "object", properties: {} } } }, async (request) => ({ data: await currentCart2(request) }));
  app.post("/api/checkout/cart", { schema: { body: addBody } }, async (request) => {
    if (request.body?._method?.toUpperCase() === "DELETE") {
      const itemId = required(request.body.cart_item_id, "cart_item_id");
      await removeLine(app.db, openCartOrRefuse(request), itemId);
      return { message: say(request.t, CART_TEXTS.removed), data: await currentCart2(request) };
    }
    return add(request);
  });
  app.post(
    "/api/checkout/cart/campaign",
    { schema: { body: { type: "object", properties: { ...addBody.properties, product_price: { type: "number" } } } } },
    async (request) => add(request, required(request.body?.product_price, "product_price"))
  );
  app.put(
    "/api/checkout/cart",
    {
      schema: {
        body: {
          type: "object",
          // Names lines of one cart: at most as many as a cart holds, each by its id.
          properties: { qty: { type: "object", maxProperties: MAX_CART_LINES, propertyNames: { pattern: "^[1-9][0-9]{0,9}$" }, additionalProperties: { type: "integer" } } }
        }
      }
    },
    async (request) => {
      const qty = required(request.body?.qty, "qty");
      await updateQuantities(app.db, openCartOrRefuse(request), qty);
      return { message: say(request.t, CART_TEXTS.updated), data: await currentCart2(request) };
    }
  );
  await app.register(coupon_default);
};
var cart_default = cartRoutes;

// server/catalog/categories.ts
var ROOT_CATEGORY_NAME = "root";
var shopCategoryRows = (db) => db.selectFrom("categories").where("status", "=", 1).where((eb) => eb(eb.fn("lower", ["name"]), "!=", ROOT_CATEGORY_NAME)).orderBy("position").orderBy("id");
async function listCategories(db) {
  const [rows2, all, disabled] = await Promise.all([
    shopCategoryRows(db).select(["id", "parent_id", "slug", "name", "name_bn", "logo_path"]).execute(),
    db.selectFrom("product_categories").select((eb) => ["category_id", eb.fn.countAll().as("count")]).groupBy("category_id").execute(),
    // CROSS JOIN: SQLite then starts from the (status, ...) index, where disabled products are few.
    db.selectFrom("products").crossJoin("product_categories").whereRef("product_categories.product_id", "=", "products.id").select((eb) => ["product_categories.category_id", eb.fn.countAll().as("count")]).where("products.status", "=", 0).groupBy("product_categories.category_id").execute()
  ]);
  const count = new Map(all.map((r) => [r.category_id, Number(r.count)]));
  for (const r of disabled) count.set(r.category_id, (count.get(r.category_id) ?? 0) - Number(r.count));
  return rows2.map((row) => ({ ...row, category_name: row.name, product_count: count.get(row.id) ?? 0 }));
}

// server/catalog/attributes.ts
var FILTER_ORDER = ["price", "brand", "color", "size"];
var brandRows = (db) => cached(
  db,
  "brands",
  () => db.selectFrom("brands").select(["id", "admin_name", "name_bn", "slug", "logo_path"]).where("status", "=", 1).orderBy("admin_name").orderBy("id").execute()
);
var allBrands = async (db, language) => (await brandRows(db)).map((b) => brandIn(language, b));
var allColors = (db) => cached(db, "colors", () => db.selectFrom("colors").select(["id", "admin_name", "swatch_value"]).orderBy("position").orderBy("id").execute());
var allSizes = (db) => cached(db, "sizes", () => db.selectFrom("sizes").select(["id", "admin_name"]).orderBy("position").orderBy("id").execute());
var categoryRows = (db) => cached(db, "categories", () => listCategories(db));
var shopCategories = async (db, language) => (await categoryRows(db)).map((c) => categoryIn(language, c));
async function filterCodes(db, owner, ownerId) {
  const rows2 = await db.selectFrom(owner === "category" ? "category_filterable_attributes" : "brand_filterable_attributes").select("code").where("owner_id", "=", ownerId).execute();
  const codes2 = new Set(rows2.map((r) => r.code));
  if (owner === "brand") codes2.delete("brand");
  return FILTER_ORDER.filter((code) => codes2.has(code));
}
async function listingChoices(db, scope, language) {
  const key2 = "categoryId" in scope ? `choices:category:${scope.categoryId}` : `choices:brand:${scope.brandId}`;
  const choices = await cached(db, key2, async () => {
    const scoped = () => "categoryId" in scope ? db.selectFrom("product_categories as pc").crossJoin("products as p").whereRef("p.id", "=", "pc.product_id").where("pc.category_id", "=", scope.categoryId).where("p.status", "=", 1) : db.selectFrom("products as p").where("p.brand_id", "=", scope.brandId).where("p.status", "=", 1);
    const [brandIds, colorIds, sizeIds, brands2, colors, sizes] = await Promise.all([
      "categoryId" in scope ? scoped().select("p.brand_id as id").distinct().execute() : Promise.resolve([]),
      scoped().crossJoin("product_colors as x").whereRef("x.product_id", "=", "p.id").select("x.color_id as id").distinct().execute(),
      scoped().crossJoin("product_sizes as x").whereRef("x.product_id", "=", "p.id").select("x.size_id as id").distinct().execute(),
      brandRows(db),
      allColors(db),
      allSizes(db)
    ]);
    const has = (rows2) => new Set(rows2.map((r) => r.id));
    const [b, c, s] = [has(brandIds), has(colorIds), has(sizeIds)];
    return { brands: brands2.filter((x) => b.has(x.id)), colors: colors.filter((x) => c.has(x.id)), sizes: sizes.filter((x) => s.has(x.id)) };
  });
  return { ...choices, brands: choices.brands.map((x) => brandIn(language, x)) };
}

// server/routes/catalog/listingFilter.ts
async function requireScope(db, owner, id2) {
  const known = owner === "category" ? await categoryRows(db) : await brandRows(db);
  if (!known.some((x) => x.id === id2)) throw new NotFound(serverText(owner === "category" ? "server.categoryNotFound" : "server.brandNotFound"));
}
async function listingFilter(db, query) {
  const errors = {};
  if (query.min_price !== void 0 && query.max_price !== void 0 && query.min_price > query.max_price) {
    errors.min_price = [serverText("server.minAboveMax")];
  }
  const [brands2, colors, sizes] = await Promise.all([brandRows(db), allColors(db), allSizes(db)]);
  const known = (field, ids) => {
    const value = query[field];
    if (value !== void 0 && !ids.some((x) => x.id === value)) errors[field] = [serverText("server.selectedInvalid", { field })];
  };
  known("brand_id", brands2);
  known("color_id", colors);
  known("size_id", sizes);
  const first = Object.values(errors)[0];
  if (first) throw new Refused(first[0], { fields: errors });
  return {
    minPrice: query.min_price === void 0 ? void 0 : toPoisha(query.min_price),
    maxPrice: query.max_price === void 0 ? void 0 : toPoisha(query.max_price),
    brandId: query.brand_id,
    colorId: query.color_id,
    sizeId: query.size_id
  };
}

// server/routes/catalog/attributes.ts
var codes = { 200: listOf({ type: "object", properties: { code: { type: "string" } } }) };
var attributeRoutes = async (app) => {
  const { db } = app;
  app.get("/all/brands", { schema: { response: { 200: listOf(brandSchema) } } }, async (request) => ({ data: await allBrands(db, request.language) }));
  app.get("/all/colors", { schema: { response: { 200: listOf(colorSchema) } } }, async () => ({ data: await allColors(db) }));
  app.get("/all/size", { schema: { response: { 200: listOf(sizeSchema) } } }, async () => ({ data: await allSizes(db) }));
  for (const owner of ["category", "brand"]) {
    const param = `${owner}Id`;
    app.get(`/${owner}-filter/:${param}`, { schema: { params: idParams(param), response: codes } }, async (request) => {
      const id2 = request.params[param];
      await requireScope(db, owner, id2);
      return { data: (await filterCodes(db, owner, id2)).map((code) => ({ code })) };
    });
  }
};
var attributes_default = attributeRoutes;

// server/routes/catalog/categories.ts
var categoryRoutes = async (app) => {
  const schema = { response: { 200: listOf(categorySchema) } };
  const handler = async (request) => ({ data: await shopCategories(app.db, request.language) });
  app.get("/home/category", { schema }, handler);
  app.get("/api/categories", { schema }, handler);
  app.get("/api/categories/all", { schema }, handler);
};
var categories_default = categoryRoutes;

// server/catalog/campaigns.ts
var CAMPAIGN_PRODUCTS_LIMIT = 60;
var TOP_DEALS_LIMIT = 12;
function campaignView(row) {
  const discount = Number(row.discount);
  return {
    id: row.id,
    slug: row.slug,
    image: row.image,
    title: row.title,
    short_description: row.short_description,
    discount_type: row.discount_type,
    discount: row.discount_type === "Percentage" ? discount / 100 : toTaka(discount),
    ends_at: row.ends_at
  };
}
function runningFlashCampaign(db) {
  return cached(db, "flash-campaign", async () => {
    const at = (/* @__PURE__ */ new Date()).toISOString();
    const row = await db.selectFrom("campaigns").selectAll().where("status", "=", 1).where("is_flash", "=", 1).where("starts_at", "<=", at).where("ends_at", ">", at).orderBy("ends_at").orderBy("id").executeTakeFirst();
    return row ? campaignView(row) : null;
  });
}
async function findCampaign(db, by) {
  const query = db.selectFrom("campaigns").selectAll().where("status", "=", 1);
  const row = await ("id" in by ? query.where("id", "=", by.id) : query.where("slug", "=", by.slug)).executeTakeFirst();
  return row ? campaignView(row) : null;
}
async function campaignProducts(db, campaignId, language, now) {
  const [categoryRows2, brandRows2, productRows2, categories2, brands2] = await Promise.all([
    db.selectFrom("campaign_categories").select("category_id").where("campaign_id", "=", campaignId).execute(),
    db.selectFrom("campaign_brands").select("brand_id").where("campaign_id", "=", campaignId).execute(),
    db.selectFrom("campaign_products as cp").crossJoin("products as p").whereRef("p.id", "=", "cp.product_id").select("p.id").where("cp.campaign_id", "=", campaignId).where("p.status", "=", 1).orderBy("p.id", "desc").limit(CAMPAIGN_PRODUCTS_LIMIT).execute(),
    shopCategories(db, language),
    allBrands(db, language)
  ]);
  const categoryIds = new Set(categoryRows2.map((r) => r.category_id));
  const brandIds = new Set(brandRows2.map((r) => r.brand_id));
  return {
    category_products: categories2.filter((c) => categoryIds.has(c.id)),
    brand_products: brands2.filter((b) => brandIds.has(b.id)),
    products: await loadProducts(db, productRows2.map((r) => r.id), language, now)
  };
}
function runningDeals(db, topDeal, now) {
  const at = now.toISOString();
  return db.selectFrom("flash_deals as f").innerJoin("products as p", "p.id", "f.product_id").where("p.status", "=", 1).where("f.top_deal", "=", topDeal ? 1 : 0).where("f.starts_at", "<=", at).where("f.ends_at", ">", at);
}
async function topDeals(db, language, now = /* @__PURE__ */ new Date()) {
  const rows2 = await runningDeals(db, true, now).select("p.id").orderBy("f.position").orderBy("f.id").limit(TOP_DEALS_LIMIT).execute();
  return (await loadProducts(db, rows2.map((r) => r.id), language, now)).map((p) => ({ ...p, top_deal: true }));
}
async function moreDeals(db, paging2, language, now = /* @__PURE__ */ new Date()) {
  const [count, rows2] = await Promise.all([
    runningDeals(db, false, now).select((eb) => eb.fn.countAll().as("total")).executeTakeFirstOrThrow(),
    runningDeals(db, false, now).select("p.id").orderBy("f.position").orderBy("f.id").limit(paging2.perPage).offset((paging2.page - 1) * paging2.perPage).execute()
  ]);
  const page = await pagedOf(db, rows2.map((r) => r.id), Number(count.total), paging2, language, now);
  return { ...page, data: page.data.map((p) => ({ ...p, top_deal: false })) };
}

// server/routes/catalog/deals.ts
var dealRoutes = async (app) => {
  const { db } = app;
  app.get("/flashdeal/products", { schema: { response: { 200: listOf(flashDealSchema) } } }, async (request) => ({ data: await topDeals(db, request.language) }));
  app.get("/flashdeal/products/more", {
    schema: { querystring: { type: "object", properties: pagingProperties }, response: { 200: pagedOf2(flashDealSchema) } }
  }, async (request) => moreDeals(db, { page: request.query.page, perPage: request.query.per_page }, request.language));
  app.get("/flashdeal/campaign", {
    schema: { response: { 200: { type: "object", properties: { data: { anyOf: [campaignSchema, { type: "null" }] } } } } }
  }, async () => ({ data: await runningFlashCampaign(db) }));
  app.get("/campaign/products/:id", {
    schema: {
      params: idParams("id"),
      response: {
        200: {
          type: "object",
          properties: {
            data: {
              type: "object",
              properties: {
                category_products: { type: "array", items: categorySchema },
                brand_products: { type: "array", items: brandSchema },
                products: { type: "array", items: productSchema }
              }
            }
          }
        }
      }
    }
  }, async (request) => {
    const campaign = await findCampaign(db, { id: request.params.id });
    if (!campaign) throw new NotFound(serverText("server.campaignNotFound"));
    return { data: await campaignProducts(db, campaign.id, request.language) };
  });
};
var deals_default = dealRoutes;

// server/catalog/listingCache.ts
var MAX_LISTING_ANSWERS = 1e3;
var stores2 = /* @__PURE__ */ new WeakMap();
var listingCacheOff = () => process.env.HAAT_LISTING_CACHE === "off";
function cachedListing(owner, key2, load, now = Date.now()) {
  if (listingCacheOff()) return load();
  let store2 = stores2.get(owner);
  if (!store2) stores2.set(owner, store2 = /* @__PURE__ */ new Map());
  const hit = store2.get(key2);
  if (hit && hit.until > now) return hit.answer;
  if (hit) store2.delete(key2);
  if (store2.size >= MAX_LISTING_ANSWERS) store2.delete(store2.keys().next().value);
  const answer = load(hit && hit.answer.catch(() => void 0));
  store2.set(key2, { until: now + CACHE_TTL_MS, answer });
  answer.catch(() => store2.get(key2)?.answer === answer && store2.delete(key2));
  return answer;
}

// server/catalog/productDetail.ts
var RELATED_LIMIT = 12;
async function findProductDetail(db, by, language, now) {
  const query = db.selectFrom("products").select(["id", "description", "video_link", "brand_id"]).where("status", "=", 1);
  const row = await ("id" in by ? query.where("id", "=", by.id) : query.where("url_key", "=", by.urlKey)).executeTakeFirst();
  if (!row) return null;
  const [[product], variants, campaigns2, category, brands2, colors, sizes] = await Promise.all([
    loadProducts(db, [row.id], language, now),
    db.selectFrom("product_variants").select(["id", "sku", "color_id", "size_id", "price", "special_price"]).where("product_id", "=", row.id).where("status", "=", 1).execute(),
    runningCampaignsFor(db, [{ id: row.id, brand_id: row.brand_id }], now),
    db.selectFrom("product_categories as pc").innerJoin("categories as c", "c.id", "pc.category_id").select(["c.id", "c.name", "c.name_bn", "c.slug"]).where("pc.product_id", "=", row.id).where("c.status", "=", 1).orderBy("c.id").executeTakeFirst(),
    allBrands(db, language),
    allColors(db),
    allSizes(db)
  ]);
  if (!product) return null;
  const extra = new Map(variants.map((v) => [v.id, v]));
  return {
    ...product,
    description: row.description,
    video_link: row.video_link,
    brand: brands2.find((b) => b.id === row.brand_id) ?? null,
    category: category ? { id: category.id, name: nameIn(language, category.name, category.name_bn), slug: category.slug } : null,
    product_variants: product.product_variants.map((v) => {
      const more = extra.get(v.id);
      const priced = more ? quote(Number(more.price), more.special_price === null ? null : Number(more.special_price), campaigns2.get(row.id)) : null;
      return {
        ...v,
        final_price: product.has_campaign && priced ? toTaka(priced.final) : null,
        sku: more?.sku ?? "",
        color: colors.find((c) => c.id === more?.color_id) ?? null,
        size: sizes.find((s) => s.id === more?.size_id) ?? null
      };
    })
  };
}
async function relatedProducts(db, productId, language, now) {
  const rows2 = await db.selectFrom("related_products as r").crossJoin("products as p").whereRef("p.id", "=", "r.related_id").select("p.id").where("r.product_id", "=", productId).where("p.status", "=", 1).orderBy("p.id").limit(RELATED_LIMIT).execute();
  return loadProducts(db, rows2.map((r) => r.id), language, now);
}
async function productExists(db, id2) {
  return Boolean(await db.selectFrom("products").select("id").where("id", "=", id2).where("status", "=", 1).executeTakeFirst());
}

// server/routes/catalog/products.ts
var paged = { 200: pagedOf2(productSchema) };
var paging = (query) => ({ page: query.page, perPage: query.per_page });
var LISTING_FIELDS = ["page", "per_page", "sort", "min_price", "max_price", "brand_id", "color_id", "size_id", "term"];
var productRoutes = async (app) => {
  const { db } = app;
  async function remembered(request, reply, list) {
    const query = request.query;
    const key2 = [request.language, request.routeOptions.url, JSON.stringify(request.params), ...LISTING_FIELDS.map((f) => query[f] ?? "")].join("|");
    const answer = await cachedListing(db, key2, async (expired) => {
      const json = String(reply.serialize(await list()));
      const before = await expired;
      return before?.json === json ? before : new SharedAnswer(json);
    });
    return answer.send(request, reply);
  }
  app.get("/featured/products", { schema: { response: { 200: listOf(productSchema) } } }, async (request) => ({ data: await featuredProducts(db, {}, request.language) }));
  app.get("/home/products", {
    schema: {
      querystring: { type: "object", properties: { page: pagingProperties.page, per_page: { type: "integer", enum: [...TRENDING_PAGE_SIZES], default: 5 } } },
      response: paged
    }
  }, async (request, reply) => remembered(request, reply, () => listProducts(db, { trending: true }, paging(request.query), request.language)));
  app.get("/shop/products/data", {
    schema: { querystring: { type: "object", properties: { ...pagingProperties, sort: { ...sortSchema, default: "newest" } } }, response: paged }
  }, async (request, reply) => remembered(request, reply, () => listProducts(db, {}, paging(request.query), request.language, void 0, request.query.sort)));
  app.get("/categories/products/:categoryId", {
    schema: { params: idParams("categoryId"), querystring: listingQuery(true), response: paged }
  }, async (request, reply) => remembered(request, reply, async () => {
    const { categoryId } = request.params;
    await requireScope(db, "category", categoryId);
    return listProducts(db, { ...await listingFilter(db, request.query), categoryId }, paging(request.query), request.language, void 0, request.query.sort);
  }));
  app.get("/brand/products/:brandId", {
    schema: { params: idParams("brandId"), querystring: listingQuery(false), response: paged }
  }, async (request, reply) => remembered(request, reply, async () => {
    const { brandId } = request.params;
    await requireScope(db, "brand", brandId);
    const filter = await listingFilter(db, { ...request.query, brand_id: void 0 });
    return listProducts(db, { ...filter, brandId }, paging(request.query), request.language, void 0, request.query.sort);
  }));
  app.get("/related-products/:productId", {
    schema: { params: idParams("productId"), response: { 200: listOf(productSchema) } }
  }, async (request) => {
    if (!await productExists(db, request.params.productId)) throw new NotFound(serverText("server.productNotFound"));
    return { data: await relatedProducts(db, request.params.productId, request.language) };
  });
  app.get("/get/variant-products/:productId", {
    schema: { params: idParams("productId"), response: { 200: listOf(variantSchema) } }
  }, async (request) => {
    const [product] = await loadProducts(db, [request.params.productId], request.language);
    if (!product) throw new NotFound(serverText("server.productNotFound"));
    return { data: product.product_variants };
  });
  app.get("/search/products", {
    schema: {
      querystring: {
        type: "object",
        required: ["term"],
        properties: { ...pagingProperties, sort: sortSchema, term: { type: "string", minLength: 1, maxLength: 100 } }
      },
      response: paged
    }
  }, async (request, reply) => {
    const term = request.query.term.trim();
    if (!term) throw new Refused(serverText("server.enterSearchKeyword"), { fields: { term: [serverText("server.enterSearchKeyword")] } });
    return remembered(request, reply, () => searchProducts(db, term, paging(request.query), request.language, void 0, request.query.sort));
  });
};
var products_default = productRoutes;

// server/search/suggestions.ts
var SUGGESTION_TERM = { min: 2, max: 100 };
var SUGGESTED = { products: 6, categories: 3, brands: 3 };
async function suggestionsFor(db, rawTerm, language, now) {
  const term = rawTerm.trim().replace(/\s+/g, " ");
  if ([...term].length < SUGGESTION_TERM.min) return { products: [], categories: [], brands: [] };
  const [matches, categories2, brands2] = await Promise.all([
    matchingProducts(db, term, SUGGESTED.products),
    namedCategories(db),
    brandRows(db)
  ]);
  const products2 = await loadProducts(db, matches.map((m) => m.id), language, now);
  return {
    products: products2.map((p) => ({
      id: p.id,
      name: p.name,
      url_key: p.url_key,
      picture: p.path === null ? null : thumbnailPath(p.path),
      price: p.final_price ?? p.price
    })),
    categories: bestMatches(term, categories2, (c) => `${c.name} ${c.name_bn ?? ""}`, SUGGESTED.categories).map((c) => ({ id: c.id, name: nameIn(language, c.name, c.name_bn), slug: c.slug })),
    brands: bestMatches(term, brands2, (b) => `${b.admin_name} ${b.name_bn ?? ""}`, SUGGESTED.brands).map((b) => ({ id: b.id, name: nameIn(language, b.admin_name, b.name_bn), slug: b.slug ?? "" }))
  };
}
var namedCategories = (db) => cached(db, "category-names", () => shopCategoryRows(db).select(["id", "slug", "name", "name_bn"]).execute());

// server/routes/catalog/suggestions.ts
var named = { type: "object", properties: { id: { type: "integer" }, name: { type: "string" }, slug: { type: "string" } } };
var response = {
  type: "object",
  properties: {
    products: {
      type: "array",
      items: {
        type: "object",
        properties: {
          id: { type: "integer" },
          name: { type: "string" },
          url_key: { type: "string" },
          picture: { type: ["string", "null"] },
          price: { type: "number" }
        }
      }
    },
    categories: { type: "array", items: named },
    brands: { type: "array", items: named }
  }
};
var TYPED_TEXT = "^[^\\u0000-\\u001F\\u007F]*$";
var suggestionRoutes = async (app) => {
  app.get("/api/search/suggestions", {
    schema: {
      querystring: { type: "object", properties: { term: { type: "string", maxLength: SUGGESTION_TERM.max, pattern: TYPED_TEXT, default: "" } } },
      response: { 200: response }
    }
  }, async (request) => suggestionsFor(app.db, request.query.term, request.language));
};
var suggestions_default = suggestionRoutes;

// server/routes/catalog/index.ts
var catalogRoutes = async (app) => {
  app.addHook("preValidation", (request, _reply, done) => {
    const query = request.query;
    for (const key2 of Object.keys(query ?? {})) if (query[key2] === "") delete query[key2];
    done();
  });
  await app.register(categories_default);
  await app.register(attributes_default);
  await app.register(products_default);
  await app.register(deals_default);
  await app.register(suggestions_default);
};
var catalog_default = catalogRoutes;

// server/checkout/orderWrites.ts
var import_kysely14 = require("kysely");
var FROM_CUSTOMER = ["first_name", "last_name", "email", "phone"];
async function writeOrder(trx, placed) {
  return trx.getExecutor().adapter instanceof import_kysely14.PostgresAdapter ? writeInOneStatement(trx, placed) : writeTableByTable(trx, placed);
}
async function writeTableByTable(trx, { order, items, addresses }) {
  if (order.coupon_code && !await redeemCoupon(trx, order.coupon_code)) return null;
  const columns = Object.keys(order);
  const { id: id2 } = await trx.insertInto("orders").columns([...columns, ...FROM_CUSTOMER.map((c) => `customer_${c}`)]).expression((eb) => eb.selectFrom("customers").where("id", "=", order.customer_id).select([
    ...columns.map((c) => import_kysely14.sql`${order[c] ?? null}`.as(c)),
    ...FROM_CUSTOMER
  ])).returning("id").executeTakeFirstOrThrow();
  await trx.insertInto("order_items").values(items.map((item) => ({ ...item, order_id: id2 }))).execute();
  await trx.insertInto("order_addresses").values(addresses.map((address) => ({ ...address, order_id: id2 }))).execute();
  await recordPlaced(trx, id2, order.created_at);
  return id2;
}
var orderStatement = statementOnce((trx, { columns, itemColumns, addressColumns, coupon }, values) => {
  const ref2 = (table) => (column) => import_kysely14.sql`${import_kysely14.sql.ref(table)}.${import_kysely14.sql.ref(column)}`;
  const list = (names, of = (c) => import_kysely14.sql.ref(c)) => import_kysely14.sql.join(names.map(of));
  const counted = coupon ? import_kysely14.sql`counted as (${couponRedemption(trx, values.couponCode).returning("id")}),` : import_kysely14.sql``;
  const whenCounted = coupon ? import_kysely14.sql`where exists (select 1 from counted)` : import_kysely14.sql``;
  return import_kysely14.sql`with ${counted}
    placed as (
      insert into orders (${list(columns)}, ${list(FROM_CUSTOMER.map((c) => `customer_${c}`))})
      select ${list(columns, ref2("o"))}, ${list(FROM_CUSTOMER, ref2("c"))}
      from json_populate_record(null::orders, ${values.order}) o
      inner join customers c on c.id = o.customer_id
      ${whenCounted}
      returning id
    ),
    lines as (
      insert into order_items (order_id, ${list(itemColumns)})
      select placed.id, ${list(itemColumns, ref2("l"))} from placed cross join json_populate_recordset(null::order_items, ${values.items}) l
    ),
    addresses as (
      insert into order_addresses (order_id, ${list(addressColumns)})
      select placed.id, ${list(addressColumns, ref2("a"))} from placed cross join json_populate_recordset(null::order_addresses, ${values.addresses}) a
    ),
    events as (
      insert into order_status_events (order_id, status, created_at) select placed.id, ${ORDER_STATUS.placed}, ${values.createdAt} from placed
    )
    select id from placed`.compile(trx);
});
async function writeInOneStatement(trx, { order, items, addresses }) {
  const shape = { columns: Object.keys(order), itemColumns: Object.keys(items[0]), addressColumns: Object.keys(addresses[0]), coupon: Boolean(order.coupon_code) };
  const { rows: rows2 } = await orderStatement(trx, shape, {
    couponCode: order.coupon_code ? normalizeCode(order.coupon_code) : void 0,
    order: JSON.stringify(order),
    items: JSON.stringify(items),
    addresses: JSON.stringify(addresses),
    createdAt: order.created_at
  });
  if (rows2.length === 0 && !order.coupon_code) throw new Error(`No customer ${order.customer_id} to place an order for.`);
  return rows2[0]?.id ?? null;
}

// server/checkout/placeOrder.ts
var ORDER_INCOMPLETE_TEXT = serverText("server.orderIncomplete");
var ORDER_INCOMPLETE = inEnglish(ORDER_INCOMPLETE_TEXT);
var ALREADY_PLACED_TEXT = serverText("server.alreadyPlaced");
var ALREADY_PLACED = inEnglish(ALREADY_PLACED_TEXT);
var CART_CHANGED_TEXT = serverText("server.cartChanged");
var CART_CHANGED = inEnglish(CART_CHANGED_TEXT);
var incrementIdOf = (orderId) => `HT-${1e5 + orderId}`;
async function placedBefore(db, customerId, orderId) {
  const row = await db.selectFrom("orders").select(["id", "increment_id"]).where("id", "=", orderId).where("customer_id", "=", customerId).executeTakeFirst();
  return row ? { orderId: row.id, incrementId: row.increment_id, alreadyPlaced: true } : null;
}
async function orderOfCart(db, customerId, cartId) {
  const row = await db.selectFrom("orders").select(["id", "increment_id"]).where("cart_id", "=", cartId).where("customer_id", "=", customerId).executeTakeFirst();
  return row ? { orderId: row.id, incrementId: row.increment_id, alreadyPlaced: true } : null;
}
function unavailable(cart) {
  if (cart.unavailable.length === 0) return null;
  return new Refused(serverText("server.noLongerAvailable", { names: cart.unavailable.map((u) => u.name) }), { redirectTo: CART_PATH });
}
var CourierToAsk = class {
  constructor(itemsQty) {
    this.itemsQty = itemsQty;
  }
  itemsQty;
};
var orderAddress2 = (type, a) => ({
  address_type: type,
  first_name: a.first_name,
  last_name: a.last_name,
  email: a.email || null,
  phone: a.phone,
  address1: a.address.filter(Boolean).join(", "),
  city: a.city,
  state: a.state,
  area: a.area,
  postcode: a.postcode,
  country: a.country,
  city_id: a.city_id,
  zone_id: a.zone_id,
  area_id: a.area_id
});
async function placeOrder(db, integration, customerId, state) {
  const { cartId, shipping, billing, shippingMethod, paymentMethod } = state;
  if (!cartId || !shipping || !billing || !shippingMethod || !paymentMethod) throw new Refused(ORDER_INCOMPLETE_TEXT);
  const payment = paymentMethods().find((p) => p.method === paymentMethod);
  if (!payment) throw new Refused(ORDER_INCOMPLETE_TEXT);
  const parcel = (itemsQty) => ({ method: shippingMethod, address: shipping, itemsQty });
  const write2 = (asked) => db.transaction().execute(async (trx) => {
    const now = /* @__PURE__ */ new Date();
    const priced = await loadCart(trx, cartId, { now, claim: { id: cartId, customerId } });
    if (!priced) {
      const placed = await orderOfCart(trx, customerId, cartId);
      if (placed) return placed;
      throw cannotContinue(CART_EMPTY_TEXT);
    }
    if (priced.lines.length === 0) throw cannotContinue(CART_EMPTY_TEXT);
    const refusal = unavailable(priced);
    if (refusal) throw refusal;
    if (asked && priced.itemsQty !== asked.itemsQty) throw new Conflict(CART_CHANGED_TEXT);
    const charge = asked?.amount ?? knownCharge(integration, state, parcel(priced.itemsQty));
    if (charge === null) throw new CourierToAsk(priced.itemsQty);
    const cart = withShipping(priced, charge);
    if (cart.couponProblem) throw new Refused(cart.couponProblem);
    const orderId = await writeOrder(trx, {
      order: {
        increment_id: `pending-${cartId}`,
        // numbered by the database once the id is known (migration 014)
        customer_id: customerId,
        status: ORDER_STATUS.placed,
        cart_id: cartId,
        shipping_method: shippingMethod,
        shipping_title: shippingTitle(shippingMethod, integration.active),
        payment_method: payment.method,
        payment_title: payment.method_title,
        coupon_code: cart.couponCode,
        sub_total: cart.subTotal,
        discount_amount: cart.discount,
        shipping_amount: cart.shipping,
        tax_amount: 0,
        grand_total: cart.grandTotal,
        created_at: now.toISOString()
      },
      items: cart.lines.map((l) => ({
        product_id: l.productId,
        variant_id: l.variantId,
        sku: l.sku,
        name: l.name,
        price: l.unitPrice,
        qty_ordered: l.quantity,
        total: l.total,
        tax_percent: 0,
        tax_amount: 0
      })),
      addresses: [orderAddress2("billing", billing), orderAddress2("shipping", shipping)]
    });
    if (orderId === null) throw new Refused(COUPON_TEXTS.usedUp);
    return { orderId, incrementId: incrementIdOf(orderId), alreadyPlaced: false };
  });
  try {
    return await write2(null);
  } catch (error) {
    if (!(error instanceof CourierToAsk)) throw error;
    return write2({ itemsQty: error.itemsQty, amount: await shippingCharge(integration, state, parcel(error.itemsQty)) });
  }
}

// server/routes/checkout/index.ts
var CHECKOUT_TEXTS = {
  addressSaved: serverText("server.addressSaved"),
  notYourAddress: serverText("server.notYourAddress"),
  addressInvalid: serverText("server.addressInvalid"),
  noAddress: serverText("server.noAddress"),
  shippingSaved: serverText("server.shippingSaved"),
  noShipping: serverText("server.noShipping"),
  paymentSaved: serverText("server.paymentSaved"),
  cashOnly: serverText("server.cashOnly"),
  orderPlaced: serverText("server.orderPlaced"),
  alreadyPlaced: serverText("server.alreadyPlaced")
};
var CHECKOUT_MESSAGES = inEnglishAll(CHECKOUT_TEXTS);
var addressCopy = {
  type: "object",
  properties: { ...newAddressBody.properties, use_for_shipping: { anyOf: [{ type: "null" }, { type: "boolean" }, { type: "integer" }, { type: "string", maxLength: 5 }] } },
  maxProperties: 40
};
function fromSaved(a) {
  return {
    company_name: a.company_name ?? void 0,
    first_name: a.first_name,
    last_name: a.last_name,
    email: a.email ?? void 0,
    address: a.address,
    state: a.state,
    city: a.city,
    postcode: a.postcode,
    phone: a.phone,
    country: "BD",
    vat_id: a.vat_id ?? void 0,
    city_id: a.city_id,
    zone_id: a.zone_id,
    area_id: a.area_id,
    area: a.area,
    default_address: a.default_address === "1"
  };
}
var checkoutRoutes = async (app) => {
  const integration = app.courier;
  async function checked(input, prefix, requireCourierPlace) {
    const result = await checkAddress(input, { courier: integration, requireCourierPlace });
    if (result.ok) return result.value;
    const errors = Object.fromEntries(Object.entries(result.errors).map(([field, messages]) => [prefix + field, messages]));
    throw new Refused(CHECKOUT_TEXTS.addressInvalid, { fields: errors });
  }
  app.post(
    "/api/checkout/onepage/addresses",
    { schema: { body: { type: "object", properties: { address_id: { type: ["integer", "null"], minimum: 1 }, billing: addressCopy, shipping: addressCopy } } } },
    async (request) => {
      const customerId = requireCustomer(request);
      const cart = await openCheckoutCart(app.db, request.session.data);
      const { address_id: addressId, billing: billingInput, shipping: shippingInput } = request.body ?? {};
      let billing;
      let shipping;
      if (addressId) {
        const saved = await findAddress(app.db, customerId, addressId);
        if (!saved) throw new Refused(CHECKOUT_TEXTS.notYourAddress, { fields: { address_id: [CHECKOUT_TEXTS.notYourAddress] } });
        if (integration.active && (!saved.city_id || !saved.zone_id)) throw new Refused(NO_COURIER_PLACE_TEXT);
        billing = shipping = fromSaved(saved);
      } else {
        const separate = Boolean(shippingInput) && Object.keys(shippingInput).length > 0 && shippingInput.use_for_shipping !== true && billingInput?.use_for_shipping !== true && JSON.stringify(shippingInput) !== JSON.stringify(billingInput);
        billing = await checked(billingInput ?? {}, "", integration.active && !separate);
        shipping = separate ? await checked(shippingInput, "shipping.", integration.active) : billing;
      }
      const before = checkoutFor(request.session.get("checkout"), cart.id);
      request.session.set("checkout", { cartId: cart.id, addressId: addressId ?? null, billing, shipping, quotes: before.quotes, placedOrderId: before.placedOrderId });
      return { message: say(request.t, CHECKOUT_TEXTS.addressSaved), redirect: false, data: { address_id: addressId ?? null, billing, shipping, shipping_methods: shippingMethods(integration.active, request.t) } };
    }
  );
  function customerOr403(request) {
    const customerId = request.session.get("customerId");
    if (!customerId) throw cannotContinue(SIGN_IN_REQUIRED_TEXT, LOGIN_PATH);
    return customerId;
  }
  app.post(
    "/api/checkout/onepage/shipping-methods",
    { schema: { body: { type: "object", required: ["shipping_method"], properties: { shipping_method: { type: "string", enum: SHIPPING_CODES } } } } },
    async (request) => {
      customerOr403(request);
      const cart = await openCheckoutCart(app.db, request.session.data);
      const state = checkoutFor(request.session.get("checkout"), cart.id);
      if (!state.shipping) throw cannotContinue(CHECKOUT_TEXTS.noAddress, CHECKOUT_PATH);
      const method = request.body.shipping_method;
      const amount = await shippingCharge(integration, state, { method, address: state.shipping, itemsQty: cart.itemsQty });
      request.session.set("checkout", { ...state, shippingMethod: method, shippingAmount: amount, paymentMethod: void 0 });
      const methods = shippingMethods(integration.active, request.t);
      return {
        message: say(request.t, CHECKOUT_TEXTS.shippingSaved),
        payment_methods: paymentMethods(request.t),
        shipping_methods: methods,
        selected_shipping_method: { ...methods.find((m) => m.code === method), price: toTaka(amount), formatted_price: request.money(amount) },
        cart: cartView(withShipping(cart, amount), request.money, request.language)
      };
    }
  );
  app.post(
    "/api/checkout/onepage/payment-methods",
    { schema: { body: { type: "object", required: ["payment"], properties: { payment: { type: "object", required: ["method"], properties: { method: { type: "string", maxLength: 64 } } } } } } },
    async (request) => {
      requireCustomer(request);
      const cart = await openCheckoutCart(app.db, request.session.data);
      const state = checkoutFor(request.session.get("checkout"), cart.id);
      if (!state.shipping) throw cannotContinue(CHECKOUT_TEXTS.noAddress, CHECKOUT_PATH);
      if (!state.shippingMethod) throw new Refused(CHECKOUT_TEXTS.noShipping);
      const payment = paymentMethods(request.t).find((p) => p.method === request.body.payment.method);
      if (!payment) throw new Refused(CHECKOUT_TEXTS.cashOnly, { fields: { "payment.method": [CHECKOUT_TEXTS.cashOnly] } });
      request.session.set("checkout", { ...state, paymentMethod: payment.method });
      return { message: say(request.t, CHECKOUT_TEXTS.paymentSaved), data: { payment_method: payment } };
    }
  );
  app.post("/api/checkout/onepage/orders", { schema: { body: { type: ["object", "null"] } } }, async (request) => {
    const customerId = requireCustomer(request);
    const state = request.session.get("checkout") ?? {};
    let placed;
    if (state.cartId) placed = await placeOrder(app.db, integration, customerId, state);
    else {
      placed = state.placedOrderId && !await hasOpenCartLines(app.db, request.session.data) ? await placedBefore(app.db, customerId, state.placedOrderId) : null;
      if (!placed) throw new Refused(ORDER_INCOMPLETE_TEXT);
    }
    request.session.set("checkout", { placedOrderId: placed.orderId });
    const message = say(request.t, placed.alreadyPlaced ? CHECKOUT_TEXTS.alreadyPlaced : CHECKOUT_TEXTS.orderPlaced);
    return {
      message,
      data: { success: true, redirect_url: SUCCESS_PATH, message, order: { id: placed.orderId, increment_id: placed.incrementId } }
    };
  });
};
var checkout_default = checkoutRoutes;

// server/routes/courier/index.ts
var COURIER_INACTIVE_TEXT = serverText("server.courierInactive");
var COURIER_INACTIVE = inEnglish(COURIER_INACTIVE_TEXT);
var NOT_YOUR_CART_TEXT = serverText("server.notYourCart");
var NOT_YOUR_CART = inEnglish(NOT_YOUR_CART_TEXT);
var courierRoutes = async (app) => {
  const { courier } = app.courier;
  app.get("/get-cities", { schema: { querystring: { type: "object", properties: {} } } }, async (request) => ({
    data: labelCities(await courier.cities(), request.language)
  }));
  app.get("/api/get-zone/:cityId", { schema: { params: idParams("cityId") } }, async (request) => ({
    data: labelZones(await courier.zones(request.params.cityId), request.language)
  }));
  app.get("/api/get-area/:zoneId", { schema: { params: idParams("zoneId") } }, async (request) => ({
    data: labelAreas(await courier.areas(request.params.zoneId), request.language)
  }));
  app.post("/api/calculate-price", {
    schema: {
      body: {
        type: "object",
        required: ["city_id", "zone_id", "cart_id", "delivery_type"],
        properties: { city_id: idSchema, zone_id: idSchema, cart_id: idSchema, delivery_type: { type: "string", maxLength: 8 } }
      }
    }
  }, async (request) => {
    const customerId = requireCustomer(request);
    if (!app.courier.active) throw new Refused(COURIER_INACTIVE_TEXT);
    const { city_id: cityId, zone_id: zoneId, cart_id: cartId } = request.body;
    const deliveryType = request.body.delivery_type === "12" ? "12" : "48";
    const own = await app.db.selectFrom("carts").select("id").where("id", "=", cartId).where("customer_id", "=", customerId).where("is_active", "=", 1).executeTakeFirst();
    if (!own) throw new Forbidden(NOT_YOUR_CART_TEXT);
    const cart = await loadCart(app.db, cartId);
    if (!cart || cart.lines.length === 0) throw cannotContinue(CART_EMPTY_TEXT);
    const state = checkoutFor(request.session.get("checkout"), cartId);
    const price = await courierQuote(app.courier, state, { cityId, zoneId, deliveryType, weightKg: parcelWeight(cart.itemsQty) });
    const address = state.shipping;
    if (address?.city_id === cityId && address.zone_id === zoneId && state.shippingMethod && deliveryTypeOf(state.shippingMethod) === deliveryType) {
      state.shippingAmount = price;
    }
    request.session.set("checkout", state);
    return { data: { price: toTaka(price), formatted_price: request.money(price), delivery_type: deliveryType, data: { price: toTaka(price) } } };
  });
};
var courier_default2 = courierRoutes;

// shared/validation/loginSchema.ts
var import_yup11 = require("yup");
var EMAIL = (0, import_yup11.string)().email();
function loginKind(login) {
  return login.includes("@") ? "email" : "phone";
}
var loginSchema = (0, import_yup11.object)({
  login: (0, import_yup11.string)().label("forms.fieldEmailOrPhone").transform((value) => {
    if (typeof value !== "string") return value;
    const trimmed = value.trim();
    return loginKind(trimmed) === "email" ? trimmed.toLowerCase() : toLocalMobile(trimmed);
  }).required(MESSAGES.required).test(
    "email-or-phone",
    ruleMessage("forms.emailOrPhone"),
    (value = "") => loginKind(value) === "email" ? EMAIL.isValidSync(value) : BD_MOBILE.test(value)
  ),
  password: (0, import_yup11.string)().label("forms.fieldPassword").required(MESSAGES.required).max(128, MESSAGES.max)
});

// server/cart/mergeGuestCart.ts
async function mergeGuestCart(db, guestCartId, customerId) {
  if (!guestCartId) return;
  await db.transaction().execute(async (trx) => {
    const guest = await trx.selectFrom("carts").select(["id", "coupon_code"]).where("id", "=", guestCartId).where("customer_id", "is", null).where("is_active", "=", 1).executeTakeFirst();
    if (!guest) return;
    const own = await trx.selectFrom("carts").select(["id", "coupon_code"]).where("customer_id", "=", customerId).where("is_active", "=", 1).orderBy("id", "desc").executeTakeFirst();
    const now = (/* @__PURE__ */ new Date()).toISOString();
    if (!own) {
      await trx.updateTable("carts").set({ customer_id: customerId, updated_at: now }).where("id", "=", guest.id).execute();
      return;
    }
    const [guestLines, ownLines] = await Promise.all(
      [guest.id, own.id].map(
        (cartId) => trx.selectFrom("cart_items").select(["id", "product_id", "variant_id", "quantity", "campaign_id"]).where("cart_id", "=", cartId).execute()
      )
    );
    for (const line of guestLines) {
      const same = ownLines.find((o) => o.product_id === line.product_id && o.variant_id === line.variant_id);
      if (same) {
        const quantity = Math.min(MAX_LINE_QTY, same.quantity + line.quantity);
        await trx.updateTable("cart_items").set({ quantity, campaign_id: same.campaign_id ?? line.campaign_id }).where("id", "=", same.id).execute();
        await trx.deleteFrom("cart_items").where("id", "=", line.id).execute();
      } else {
        await trx.updateTable("cart_items").set({ cart_id: own.id }).where("id", "=", line.id).execute();
      }
    }
    await trx.updateTable("carts").set({ coupon_code: own.coupon_code ?? guest.coupon_code, updated_at: now }).where("id", "=", own.id).execute();
    await trx.deleteFrom("carts").where("id", "=", guest.id).execute();
  });
}

// server/routes/customer/auth.ts
var AUTH_TEXTS = {
  registered: serverText("server.registered"),
  signedIn: serverText("server.signedIn"),
  signedOut: serverText("server.signedOut"),
  mismatch: serverText("server.loginMismatch"),
  tooManyRegistrations: (seconds) => serverText("server.tooManyRegistrations", { wait: waitFor(seconds) }),
  locked: (seconds) => serverText("server.signInLocked", { wait: waitFor(seconds) })
};
var AUTH_MESSAGES = inEnglishAll(AUTH_TEXTS);
var text6 = { type: "string", maxLength: 1e3 };
var REGISTRATION_LIMIT = { limit: 20, windowMs: 60 * 6e4 };
function firstMessage(errors) {
  return Object.values(errors)[0]?.[0] ?? serverText("server.formInvalid");
}
var authRoutes = async (app) => {
  app.post(
    "/customer/register",
    {
      schema: {
        body: {
          type: "object",
          properties: {
            first_name: text6,
            last_name: text6,
            email: text6,
            phone: text6,
            password: text6,
            password_confirmation: text6,
            // A checkbox: true, 1, '1', 'on' ... read below, so no type is forced here.
            is_subscribed: {}
          }
        }
      }
    },
    async (request, reply) => {
      const wait = await app.limits.count(`register|${request.ip}`, REGISTRATION_LIMIT);
      if (wait > 0) {
        reply.header("retry-after", String(wait));
        throw new HttpError(429, AUTH_TEXTS.tooManyRegistrations(wait), void 0, { success: false });
      }
      const body2 = { ...request.body };
      body2.is_subscribed = [true, 1, "1", "true", "on"].includes(body2.is_subscribed);
      const result = await registerCustomer(app.db, body2);
      if (!result.ok) throw new HttpError(422, firstMessage(result.errors), result.errors, { success: false });
      return { success: true, message: say(request.t, AUTH_TEXTS.registered) };
    }
  );
  app.post(
    "/customer/login",
    { schema: { body: { type: "object", properties: { email: text6, login: text6, password: text6, returnTo: text6 } } } },
    async (request, reply) => {
      const body2 = request.body ?? {};
      const field = body2.login !== void 0 && body2.email === void 0 ? "login" : "email";
      const checked = await checkFormTexts(loginSchema, { login: body2.login ?? body2.email, password: body2.password });
      if (!checked.ok) {
        const errors = Object.fromEntries(Object.entries(checked.errors).map(([k, v]) => [k === "login" ? field : k, v]));
        throw new HttpError(422, firstMessage(errors), errors, { success: false });
      }
      const login = String(checked.value.login);
      const wait = await signInWait(app.limits, login, request.ip);
      if (wait > 0) {
        reply.header("retry-after", String(wait));
        throw new HttpError(429, AUTH_TEXTS.locked(wait), void 0, { success: false });
      }
      const customer = await findByLogin(app.db, login);
      const ok = customer ? await verifyPassword(checked.value.password, customer.password_hash) : await verifyAgainstDecoy(checked.value.password);
      if (!customer || !ok) {
        await recordMiss(app.limits, login, request.ip);
        throw new HttpError(422, AUTH_TEXTS.mismatch, { [field]: [AUTH_TEXTS.mismatch] }, { success: false });
      }
      await signedIn(app.limits, login);
      const session = request.session;
      await mergeGuestCart(app.db, session.get("cartId"), customer.id);
      const redirect = safeReturnPath(session.get("returnTo")) ?? safeReturnPath(body2.returnTo) ?? "/";
      session.regenerate();
      session.set("cartId", void 0);
      session.set("returnTo", void 0);
      session.set("customerId", customer.id);
      return { success: true, message: say(request.t, AUTH_TEXTS.signedIn), redirect };
    }
  );
  app.post("/customer/logout", { schema: { body: { type: ["object", "null"] } } }, async (request) => {
    request.session.clear();
    return { success: true, message: say(request.t, AUTH_TEXTS.signedOut), redirect: "/" };
  });
};
var auth_default = authRoutes;

// server/customer/savedLists.ts
var LIST_TEXTS = {
  notAvailable: serverText("server.productNotAvailable"),
  wishlistAdded: serverText("server.wishlistAdded"),
  wishlistPresent: serverText("server.wishlistPresent"),
  wishlistRemoved: serverText("server.wishlistRemoved"),
  wishlistMissing: serverText("server.wishlistMissing"),
  compareAdded: serverText("server.compareAdded"),
  comparePresent: serverText("server.comparePresent"),
  compareRemoved: serverText("server.compareRemoved"),
  compareMissing: serverText("server.compareMissing")
};
var LIST_MESSAGES = inEnglishAll(LIST_TEXTS);
function prices(product, money) {
  const final = product.final_price ?? product.price;
  return {
    regular: { price: product.price, formatted_price: money(toPoisha(product.price)) },
    final: { price: final, formatted_price: money(toPoisha(final)) }
  };
}
async function addToList(db, list, customerId, productId) {
  const product = await db.selectFrom("products").select("id").where("id", "=", productId).where("status", "=", 1).executeTakeFirst();
  if (!product) throw new NotFound(LIST_TEXTS.notAvailable);
  const entry = () => db.selectFrom(list).select("id").where("customer_id", "=", customerId).where("product_id", "=", productId).executeTakeFirst();
  if (await entry()) return null;
  try {
    const { id: id2 } = await db.insertInto(list).values({ customer_id: customerId, product_id: productId }).returning("id").executeTakeFirstOrThrow();
    return id2;
  } catch (error) {
    if (await entry()) return null;
    throw error;
  }
}
async function listRows(db, list, customerId) {
  return db.selectFrom(list).select(["id", "product_id"]).where("customer_id", "=", customerId).orderBy("id").execute();
}
async function wishlistEntries(db, customerId, money, language, only) {
  const rows2 = (await listRows(db, "wishlist_items", customerId)).filter((r) => only === void 0 || r.id === only);
  const products2 = new Map((await loadProducts(db, rows2.map((r) => r.product_id), language)).map((p) => [p.id, p]));
  return rows2.flatMap((row) => {
    const p = products2.get(row.product_id);
    if (!p) return [];
    return [{
      id: row.id,
      product: {
        id: p.id,
        name: p.name,
        url_key: p.url_key,
        type: p.type,
        has_campaign: p.has_campaign,
        final_price: p.final_price,
        reviews_count: p.reviews_count,
        average_rating: p.average_rating,
        base_image: p.path,
        prices: prices(p, money)
      }
    }];
  });
}
async function compareProducts(db, ids, money, language) {
  const products2 = await loadProducts(db, ids, language);
  if (products2.length === 0) return [];
  const descriptions = await db.selectFrom("products").select(["id", "description"]).where("id", "in", products2.map((p) => p.id)).execute();
  return products2.map((p) => ({
    id: p.id,
    name: p.name,
    sku: p.sku,
    url_key: p.url_key,
    type: p.type,
    description: descriptions.find((d) => d.id === p.id)?.description ?? null,
    base_image: p.path,
    prices: prices(p, money),
    has_campaign: p.has_campaign,
    final_price: p.final_price,
    reviews_count: p.reviews_count,
    average_rating: p.average_rating
  }));
}

// server/routes/customer/lists.ts
var productBody = {
  type: "object",
  required: ["product_id"],
  properties: { product_id: idSchema, _method: { type: "string" } }
};
var MAX_COMPARE_IDS = 50;
var idList = { type: "array", items: idSchema, maxItems: MAX_COMPARE_IDS };
var listRefusal = (request, status, text7) => {
  const message = say(request.t, text7);
  return new HttpError(status, message, void 0, { data: { message } });
};
var listRoutes = async (app) => {
  app.get("/api/customer/wishlist", { schema: { querystring: { type: "object", properties: {} } } }, async (request) => ({
    data: await wishlistEntries(app.db, requireCustomer(request), request.money, request.language)
  }));
  app.post("/api/customer/wishlist", { schema: { body: productBody } }, async (request) => {
    const customerId = requireCustomer(request);
    const entryId = await addToList(app.db, "wishlist_items", customerId, request.body.product_id);
    if (entryId === null) throw listRefusal(request, 422, LIST_TEXTS.wishlistPresent);
    return { message: say(request.t, LIST_TEXTS.wishlistAdded), data: (await wishlistEntries(app.db, customerId, request.money, request.language, entryId))[0] ?? null };
  });
  app.delete(
    "/api/customer/wishlist/:id",
    { schema: { params: idParams("id") } },
    async (request) => {
      const customerId = requireCustomer(request);
      const result = await app.db.deleteFrom("wishlist_items").where("id", "=", request.params.id).where("customer_id", "=", customerId).executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) throw new NotFound(LIST_TEXTS.wishlistMissing);
      return { data: true, message: say(request.t, LIST_TEXTS.wishlistRemoved) };
    }
  );
  app.get(
    "/api/compare-items",
    { schema: { querystring: { type: "object", properties: { "product_ids[]": idList, product_ids: idList } } } },
    async (request) => {
      const customerId = request.session.get("customerId");
      const ids = customerId ? (await listRows(app.db, "compare_items", customerId)).map((r) => r.product_id) : [...request.query["product_ids[]"] ?? [], ...request.query.product_ids ?? []];
      return { data: await compareProducts(app.db, ids, request.money, request.language) };
    }
  );
  app.post("/api/compare-items", { schema: { body: productBody } }, async (request) => {
    const customerId = requireCustomer(request);
    const { product_id: productId, _method: method } = request.body;
    if (method?.toUpperCase() === "DELETE") {
      const result = await app.db.deleteFrom("compare_items").where("customer_id", "=", customerId).where("product_id", "=", productId).executeTakeFirst();
      if (Number(result.numDeletedRows) !== 1) throw listRefusal(request, 404, LIST_TEXTS.compareMissing);
      return { message: say(request.t, LIST_TEXTS.compareRemoved), data: { message: say(request.t, LIST_TEXTS.compareRemoved) } };
    }
    if (await addToList(app.db, "compare_items", customerId, productId) === null) throw listRefusal(request, 422, LIST_TEXTS.comparePresent);
    return { message: say(request.t, LIST_TEXTS.compareAdded), data: { message: say(request.t, LIST_TEXTS.compareAdded) } };
  });
};
var lists_default = listRoutes;

// server/routes/customer/index.ts
var customerRoutes = async (app) => {
  await app.register(auth_default);
  await app.register(lists_default);
};
var customer_default = customerRoutes;

// shared/api/reviewsContract.ts
var REVIEWS_PER_PAGE = 10;
var REVIEW_SIGN_IN = "Please login for write review.";

// server/reviews/reviewQueries.ts
var PRODUCT_NOT_FOUND = serverText("server.productNotFound");
function reviewerName(first, last) {
  const initial = [...last.trim()][0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}
function verified(eb) {
  return eb.exists(
    eb.selectFrom("orders as o").innerJoin("order_items as oi", "oi.order_id", "o.id").select("o.id").whereRef("o.customer_id", "=", "r.customer_id").whereRef("oi.product_id", "=", "r.product_id").where("o.status", "!=", "cancelled")
  ).as("verified");
}
var REVIEW_COLUMNS = ["r.id", "r.title", "r.comment", "r.rating", "r.photos", "r.created_at"];
function reviewOf(row) {
  const rating = Number(row.rating);
  return {
    id: row.id,
    title: row.title,
    comment: row.comment,
    rating,
    rating_percent: ratingPercent(rating),
    created_at: row.created_at,
    // SQLite answers 1/0, PostgreSQL true/false.
    verified: Boolean(Number(row.verified)),
    photos: JSON.parse(row.photos)
  };
}
var metaOf = (page, total) => ({ current_page: page, last_page: Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE)), per_page: REVIEWS_PER_PAGE, total });
async function reviewSummary(db, productId) {
  const rows2 = await db.selectFrom("reviews").select(["rating", (eb) => eb.fn.countAll().as("n")]).where("product_id", "=", productId).groupBy("rating").execute();
  const star_counts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let count = 0;
  let total = 0;
  for (const row of rows2) {
    const n = Number(row.n);
    star_counts[row.rating] = n;
    count += n;
    total += n * row.rating;
  }
  const average = averageRating(total, count);
  return { reviews_count: count, average_rating: average, rating_percent: ratingPercent(average), star_counts };
}
async function findReview(db, id2) {
  const row = await db.selectFrom("reviews as r").innerJoin("customers as c", "c.id", "r.customer_id").select([...REVIEW_COLUMNS, "c.first_name", "c.last_name", verified]).where("r.id", "=", id2).executeTakeFirstOrThrow();
  return { ...reviewOf(row), name: reviewerName(row.first_name, row.last_name) };
}
async function productReviews(db, productId, page) {
  if (!await productExists(db, productId)) throw new NotFound(PRODUCT_NOT_FOUND);
  const [summary2, rows2] = await Promise.all([
    reviewSummary(db, productId),
    db.selectFrom("reviews as r").innerJoin("customers as c", "c.id", "r.customer_id").select([...REVIEW_COLUMNS, "c.first_name", "c.last_name", verified]).where("r.product_id", "=", productId).orderBy("r.created_at", "desc").orderBy("r.id", "desc").limit(REVIEWS_PER_PAGE).offset((page - 1) * REVIEWS_PER_PAGE).execute()
  ]);
  return {
    data: rows2.map((row) => ({ ...reviewOf(row), name: reviewerName(row.first_name, row.last_name) })),
    meta: metaOf(page, summary2.reviews_count),
    summary: summary2
  };
}
async function customerReviews(db, customerId, page, language) {
  const [rows2, { total }] = await Promise.all([
    db.selectFrom("reviews as r").innerJoin("products as p", "p.id", "r.product_id").select([...REVIEW_COLUMNS, "r.product_id", "p.name as product_name", "p.name_bn as product_name_bn", verified]).where("r.customer_id", "=", customerId).orderBy("r.created_at", "desc").orderBy("r.id", "desc").limit(REVIEWS_PER_PAGE).offset((page - 1) * REVIEWS_PER_PAGE).execute(),
    db.selectFrom("reviews").select((eb) => eb.fn.countAll().as("total")).where("customer_id", "=", customerId).executeTakeFirstOrThrow()
  ]);
  const onSale = new Map((await loadProducts(db, rows2.map((r) => r.product_id), language)).map((p) => [p.id, p]));
  return {
    data: rows2.map((row) => {
      const product = onSale.get(row.product_id);
      return {
        ...reviewOf(row),
        product: { id: row.product_id, name: nameIn(language, row.product_name, row.product_name_bn), url_key: product?.url_key ?? null, path: product?.path ?? null }
      };
    }),
    meta: metaOf(page, Number(total))
  };
}

// server/seo/text.ts
var import_htmlparser22 = require("htmlparser2");
var BLOCKS2 = /* @__PURE__ */ new Set(["p", "div", "br", "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "td", "th", "table", "blockquote", "section", "article"]);
var HIDDEN = /* @__PURE__ */ new Set(["script", "style", "template", "noscript"]);
function plainText(html) {
  if (!html) return "";
  let text7 = "";
  let hidden = 0;
  const parser = new import_htmlparser22.Parser(
    {
      onopentag: (name) => {
        if (HIDDEN.has(name)) hidden++;
        else if (BLOCKS2.has(name)) text7 += " ";
      },
      ontext: (chunk) => {
        if (hidden === 0) text7 += chunk;
      },
      onclosetag: (name) => {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
        else if (BLOCKS2.has(name)) text7 += " ";
      }
    },
    { decodeEntities: true }
  );
  parser.write(html);
  parser.end();
  return text7.replace(/\s+/g, " ").trim();
}
var DESCRIPTION_LENGTH = 160;
function summary(text7, max = DESCRIPTION_LENGTH) {
  const clean = text7.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.\-–—]+$/, "")}\u2026`;
}
function firstDescription(...texts) {
  for (const text7 of texts) {
    const plain = plainText(text7);
    if (plain) return summary(plain);
  }
  return "";
}

// server/seo/urls.ts
function absoluteUrl(origin, path16) {
  if (/^https?:\/\//i.test(path16)) return path16;
  return origin + (path16.startsWith("/") ? path16 : `/${path16}`);
}
function pictureUrl(origin, path16) {
  if (!path16 || path16.startsWith("data:")) return null;
  if (/^https?:\/\//i.test(path16)) return path16;
  if (path16.startsWith("//")) return null;
  return absoluteUrl(origin, path16.startsWith("/") ? path16 : `/storage/${path16}`);
}
function canonicalUrl(origin, path16, keep = {}) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(keep)) {
    if (value !== void 0 && value !== "") query.set(name, String(value));
  }
  const search = query.toString();
  return absoluteUrl(origin, path16) + (search ? `?${search}` : "");
}

// server/seo/jsonLd.ts
var SHOP_NAME = "Haat";
var CURRENCY_CODE = "BDT";
var CONTEXT = "https://schema.org";
function jsonLdText(data) {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
function organizationLd(origin) {
  return { "@context": CONTEXT, "@type": "Organization", "@id": `${origin}/#organization`, name: SHOP_NAME, url: `${origin}/`, areaServed: "BD" };
}
function webSiteLd(origin) {
  return {
    "@context": CONTEXT,
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: SHOP_NAME,
    url: `${origin}/`,
    // Every page is there in each of the shop's languages (?lang=).
    inLanguage: Object.values(LANGUAGES).map((language) => language.locale),
    publisher: { "@id": `${origin}/#organization` },
    potentialAction: { "@type": "SearchAction", target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?term={search_term_string}` }, "query-input": "required name=search_term_string" }
  };
}
function breadcrumbLd(origin, crumbs, pageUrl, urlOf = (href) => absoluteUrl(origin, href)) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index2) => ({
      "@type": "ListItem",
      position: index2 + 1,
      name: crumb.label,
      item: index2 === crumbs.length - 1 ? pageUrl : crumb.href ? urlOf(crumb.href) : void 0
    }))
  };
}
function productLd(origin, product, pageUrl) {
  const images = product.images.map((image2) => pictureUrl(origin, image2.path)).filter((url) => url !== null);
  const price = product.final_price ?? product.special_price ?? product.price;
  return {
    "@context": CONTEXT,
    "@type": "Product",
    "@id": `${pageUrl}#product`,
    name: product.name,
    sku: product.sku,
    url: pageUrl,
    image: images.length > 0 ? images : void 0,
    description: summary(plainText(product.short_description) || plainText(product.description), 5e3) || void 0,
    brand: product.brand ? { "@type": "Brand", name: product.brand.admin_name } : void 0,
    category: product.category?.name,
    offers: {
      "@type": "Offer",
      url: pageUrl,
      price: price.toFixed(2),
      priceCurrency: CURRENCY_CODE,
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@id": `${origin}/#organization` }
    },
    aggregateRating: product.reviews_count > 0 ? { "@type": "AggregateRating", ratingValue: product.average_rating, reviewCount: product.reviews_count, bestRating: 5, worstRating: 1 } : void 0
  };
}
function collectionLd(origin, pageUrl, page) {
  const { name, description, products: products2 } = page;
  return {
    "@context": CONTEXT,
    "@type": "CollectionPage",
    name,
    description,
    url: pageUrl,
    mainEntity: {
      "@type": "ItemList",
      itemListElement: products2.map((product, index2) => ({ "@type": "ListItem", position: index2 + 1, url: absoluteUrl(origin, `/products/${product.url_key}`), name: product.name }))
    }
  };
}
function blogPostingLd(origin, blog2, pageUrl) {
  const image2 = pictureUrl(origin, blog2.banner[0] ?? blog2.thumbnail[0]);
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    "@id": `${pageUrl}#post`,
    headline: summary(blog2.title, 110),
    description: summary(plainText(blog2.description)) || void 0,
    image: image2 ? [image2] : void 0,
    datePublished: blog2.created_at,
    author: { "@type": "Person", name: blog2.admin_name },
    publisher: { "@id": `${origin}/#organization`, "@type": "Organization", name: SHOP_NAME, url: `${origin}/` },
    mainEntityOfPage: pageUrl,
    url: pageUrl,
    articleSection: blog2.category?.name,
    // The post's own text, which stays in the language its editor wrote it in on either language's page.
    inLanguage: "en-BD"
  };
}

// server/seo/head.ts
var OG_LOCALES = { en: "en_US", bn: "bn_BD" };
var LANGUAGE_CODES = Object.keys(LANGUAGES);
var fullTitle = (page, title) => page.t("seo.pageTitle", { title });
function languageUrl(origin, language, path16, keep = {}) {
  return canonicalUrl(origin, path16, { ...keep, lang: language === DEFAULT_LANGUAGE ? void 0 : language });
}
function pageHead(origin, page, input) {
  const addressIn = (language) => languageUrl(origin, language, input.path, input.keep);
  const canonical = addressIn(page.language);
  const title = input.wholeTitle ? input.title : fullTitle(page, input.title);
  const description = summary(input.description);
  const image2 = input.image ? pictureUrl(origin, input.image.path) : null;
  const crumbs = input.crumbs && input.crumbs.length > 1 ? [breadcrumbLd(origin, input.crumbs, canonical, (href) => languageUrl(origin, page.language, href))] : [];
  const alternates = input.noindex ? [] : [
    ...LANGUAGE_CODES.map((language) => ({ hreflang: language, href: addressIn(language) })),
    { hreflang: "x-default", href: addressIn(DEFAULT_LANGUAGE) }
  ];
  return {
    title,
    description,
    robots: input.noindex ? "noindex, follow" : null,
    canonical,
    alternates,
    siteName: page.t("seo.siteName"),
    og: {
      type: input.type ?? "website",
      title: input.title,
      description,
      url: canonical,
      image: image2,
      imageAlt: image2 ? input.image.alt : null,
      locale: OG_LOCALES[page.language],
      localeAlternates: LANGUAGE_CODES.filter((language) => language !== page.language).map((language) => OG_LOCALES[language])
    },
    twitterCard: image2 ? "summary_large_image" : "summary",
    price: input.price !== void 0 ? { amount: input.price.toFixed(2), currency: CURRENCY_CODE } : null,
    article: input.article ?? null,
    jsonLd: [...crumbs, ...input.jsonLd ?? []].map(jsonLdText)
  };
}
function privateHead(page, title, description) {
  return {
    title: fullTitle(page, title),
    description: summary(description),
    robots: "noindex",
    canonical: null,
    alternates: [],
    siteName: page.t("seo.siteName"),
    og: null,
    twitterCard: "summary",
    price: null,
    article: null,
    jsonLd: []
  };
}

// server/seo/contentHeads.ts
var home = (page) => ({ label: page.t("seo.home"), href: "/" });
var blog = (page) => ({ label: page.t("seo.blog"), href: "/blog" });
function blogHead(origin, page) {
  return pageHead(origin, page, {
    title: page.t("seo.blog"),
    description: page.t("seo.blogDescription"),
    path: "/blog",
    crumbs: [home(page), { label: page.t("seo.blog") }]
  });
}
function blogCategoryHead(origin, page, category) {
  return pageHead(origin, page, {
    title: page.t("seo.blogCategoryTitle", { name: category.name }),
    description: page.t("seo.blogCategoryDescription", { name: category.name, count: category.blogs_count }),
    path: `/blog/categories/${category.slug}`,
    crumbs: [home(page), blog(page), { label: category.name }]
  });
}
function blogPostHead(origin, page, post) {
  const path16 = `/blogs/${post.slug}`;
  return pageHead(origin, page, {
    title: post.title,
    description: firstDescription(post.description, post.excerpt) || page.t("seo.blogPostDescription", { title: post.title }),
    path: path16,
    type: "article",
    image: { path: post.banner[0] ?? post.thumbnail[0], alt: post.title },
    article: { publishedTime: post.created_at, section: post.category?.name },
    crumbs: [home(page), blog(page), ...post.category ? [{ label: post.category.name, href: `/blog/categories/${post.category.slug}` }] : [], { label: post.title }],
    jsonLd: [blogPostingLd(origin, post, origin + path16)]
  });
}
function careersHead(origin, page, jobs) {
  const titles = [...new Set(jobs.map((job2) => job2.title))].slice(0, 3).join(", ");
  const open = jobs.length === 0 ? page.t("seo.careersNone") : jobs.length > 3 ? page.t("seo.careersOpenMore", { titles }) : page.t("seo.careersOpen", { titles });
  return pageHead(origin, page, {
    title: page.t("seo.careers"),
    description: summary(`${page.t("seo.careersIntro")} ${open}`),
    path: "/careers",
    crumbs: [home(page), { label: page.t("seo.careers") }]
  });
}
function contentHead(origin, page, content) {
  return pageHead(origin, page, {
    title: content.title,
    description: firstDescription(content.html) || page.t("seo.contentDescription", { title: content.title }),
    path: `/page/${content.slug}`,
    crumbs: [home(page), { label: content.title }]
  });
}
var PRIVATE_HEADS = {
  cart: (page) => privateHead(page, page.t("seo.cartTitle"), page.t("seo.cartDescription")),
  login: (page) => privateHead(page, page.t("seo.loginTitle"), page.t("seo.loginDescription")),
  register: (page) => privateHead(page, page.t("seo.registerTitle"), page.t("seo.registerDescription")),
  checkout: (page) => privateHead(page, page.t("seo.checkoutTitle"), page.t("seo.checkoutDescription")),
  orderPlaced: (page) => privateHead(page, page.t("seo.orderPlacedTitle"), page.t("seo.orderPlacedDescription")),
  wishlist: (page) => privateHead(page, page.t("seo.wishlistTitle"), page.t("seo.wishlistDescription")),
  compare: (page) => privateHead(page, page.t("seo.compareTitle"), page.t("seo.compareDescription")),
  /** An account page, by its heading (already in the page's language). */
  account: (page, title) => privateHead(page, title, page.t("seo.accountDescription", { title }))
};

// server/routes/pages/accountPage.ts
var ACCOUNT_MENU = [
  { section: "profile", href: "/customer/account/profile" },
  { section: "orders", href: "/customer/account/orders/data" },
  { section: "reviews", href: "/customer/account/reviews" },
  { section: "downloads", href: "/customer/account/downloadable-products" },
  { section: "addresses", href: "/customer/account/addresses" }
];
var menuLabels = (page) => ({
  profile: page.t("pages.profile"),
  orders: page.t("pages.orders"),
  reviews: page.t("pages.reviews"),
  downloads: page.t("pages.downloads"),
  addresses: page.t("pages.addresses")
});
function accountPage(page, section, title, content, parent = { label: page.t("pages.myAccount"), href: "/customer/account/profile" }) {
  const labels = menuLabels(page);
  return {
    title,
    seo: PRIVATE_HEADS.account(page, title),
    crumbs: [{ label: page.t("pages.home"), href: "/" }, parent, { label: title }],
    accountMenu: ACCOUNT_MENU.map(({ section: item, href }) => ({ label: labels[item], href, current: item === section })),
    ...content
  };
}

// server/routes/pages/account.ts
var noQuery3 = { querystring: { type: "object", properties: {} } };
var idParams4 = idParams("id");
var guarded = { preHandler: customerPage, schema: noQuery3 };
var accountPages = async (app) => {
  const customerId = (request) => request.session.get("customerId");
  app.get("/customer/account", guarded, async (_request, reply) => reply.redirect("/customer/account/profile"));
  app.get("/customer/account/profile", guarded, async (request, reply) => {
    const profile = await readProfile(app.db, customerId(request));
    const mount = { island: "account-profile", className: "account-profile-island", props: profile ? { profile } : void 0 };
    return reply.page("account", accountPage(request, "profile", request.t("pages.updateProfile"), { mount }));
  });
  app.get("/customer/account/orders/data", guarded, async (request, reply) => {
    const page = { orders: await listOrders(app.db, customerId(request), 1, ORDER_PAGE_SIZES[0], request.money) };
    return reply.page("account", accountPage(request, "orders", request.t("pages.myOrders"), { mount: { island: "account-orders", props: page } }));
  });
  app.get(
    "/customer/account/orders/view/:id",
    { preHandler: customerPage, schema: { params: idParams4, ...noQuery3 } },
    async (request, reply) => {
      const order = await findOrder(app.db, customerId(request), request.params.id, request.money, request.t, request.language);
      if (!order) throw new NotFound(ACCOUNT_MESSAGES.orderNotFound);
      const page = { order };
      const mount = { island: "account-order", props: page };
      return reply.page("account", accountPage(request, "orders", request.t("pages.orderTitle", { number: order.increment_id }), { mount }, { label: request.t("pages.myOrders"), href: "/customer/account/orders/data" }));
    }
  );
  app.get("/customer/account/reviews", guarded, async (request, reply) => {
    const page = { reviews: await customerReviews(app.db, customerId(request), 1, request.language) };
    return reply.page("account", accountPage(request, "reviews", request.t("pages.myReviews"), { mount: { island: "account-reviews", props: page } }));
  });
  app.get(
    "/customer/account/downloadable-products",
    guarded,
    async (request, reply) => reply.page("account", accountPage(request, "downloads", request.t("pages.myDownloads"), { message: request.t("pages.noDownloads") }))
  );
  app.get("/customer/account/addresses", guarded, async (request, reply) => {
    const page = { addresses: await listAddresses(app.db, customerId(request), request.language) };
    return reply.page("account", accountPage(request, "addresses", request.t("pages.myAddresses"), { mount: { island: "account-addresses", props: page } }));
  });
  app.get("/customer/account/addresses/create", guarded, async (request, reply) => {
    const page = { courierActive: app.courier.active };
    return reply.page("account", accountPage(request, "addresses", request.t("pages.addAddress"), { mount: { island: "account-address-new", className: "account-address-island", props: page } }));
  });
};
var account_default2 = accountPages;

// shared/catalog/preloads.ts
var GALLERY_WIDTH = 430;
var CARD_WIDTH = 430;
var BANNER_WIDTH = 1200;
var BLOG_BANNER_WIDTH = 1200;
function galleryPreload(product) {
  const path16 = product.product_variants[0]?.images[0]?.path ?? product.images[0]?.path;
  return imagePreload(storageUrl(path16, DEFAULT_PRODUCT_IMAGE), GALLERY_WIDTH, defaultSizes(GALLERY_WIDTH));
}
function cardPreload(products2) {
  const product = products2[0];
  if (!product) return null;
  return imagePreload(storageUrl(product.path), CARD_WIDTH, CARD_SIZES);
}
function bannerPreload(image2) {
  return image2 ? imagePreload(storageUrl(image2, BLANK_IMAGE), BANNER_WIDTH, defaultSizes(BANNER_WIDTH)) : null;
}
function blogBannerPreload(path16) {
  return path16 ? imagePreload(storageUrl(path16), BLOG_BANNER_WIDTH, defaultSizes(BLOG_BANNER_WIDTH)) : null;
}

// server/routes/pages/blog.ts
var slugParams = { type: "object", required: ["slug"], properties: { slug: { type: "string", minLength: 1, maxLength: 200 } } };
var blogPages = async (app, { publicUrl }) => {
  const { db } = app;
  const sidebar = async () => {
    const [categories2, trending, featured] = await Promise.all([blogCategories(db), flaggedBlogs(db, "trending"), flaggedBlogs(db, "featured")]);
    return { categories: categories2, trending, featured };
  };
  app.get("/blog", async (request, reply) => {
    const page = { ...await allBlogs(db), ...await sidebar() };
    const first = page.first_blog;
    return reply.page("blog", { seo: blogHead(publicUrl, request), page, lcpImage: blogBannerPreload(first && (first.banner[0] ?? first.thumbnail[0])) });
  });
  app.get("/blog/categories/:slug", { schema: { params: slugParams } }, async (request, reply) => {
    const page = { ...await blogCategoryPosts(db, request.params.slug), ...await sidebar() };
    return reply.page("blog-category", { seo: blogCategoryHead(publicUrl, request, page.category), page });
  });
  app.get("/blogs/:slug", { schema: { params: slugParams } }, async (request, reply) => {
    const blog2 = await findBlog(db, request.params.slug);
    const [related, comments, author] = await Promise.all([
      blog2.category_id ? relatedBlogs(db, blog2.category_id, blog2.id) : [],
      blogComments(db, blog2.id, 1),
      commenter(db, request.session.get("customerId"))
    ]);
    const page = { blog: blog2, related, comments, commenter: author };
    return reply.page("blog-post", { seo: blogPostHead(publicUrl, request, blog2), page, lcpImage: blogBannerPreload(blog2.banner[0]) });
  });
};
var blog_default2 = blogPages;

// server/catalog/cards.ts
function asCard(product) {
  const { id: id2, type, name, url_key, price, special_price, final_price, has_campaign, path: path16, reviews_count, average_rating } = product;
  const first = product.product_variants[0];
  return {
    id: id2,
    type,
    name,
    url_key,
    price,
    special_price,
    final_price,
    has_campaign,
    path: path16,
    reviews_count,
    average_rating,
    product_variants: first ? [{ price: first.price, special_price: first.special_price }] : []
  };
}
var asCards = (products2) => products2.map(asCard);
var asFlashCard = (product) => ({ ...asCard(product), top_deal: product.top_deal });
var asCardPage = (page, card) => ({ data: page.data.map(card), meta: page.meta });

// server/seo/catalogHeads.ts
var delivery = (page) => page.t("seo.delivery");
var home2 = (page) => ({ label: page.t("seo.home"), href: "/" });
function someNames(page, names, at = 3) {
  const few = [...new Set(names.filter(Boolean))].slice(0, at);
  return new Intl.ListFormat(LANGUAGES[page.language].locale, { type: "conjunction" }).format(few);
}
function listingKeep(filters) {
  if (!filters || filters.page <= 1) return {};
  const plain = filters.brandId === null && filters.colorId === null && filters.sizeId === null && filters.sort === DEFAULT_FILTERS.sort && filters.price.min === DEFAULT_FILTERS.price.min && filters.price.max === DEFAULT_FILTERS.price.max;
  return plain ? { page: filters.page } : {};
}
async function categoryDescription(db, categoryId) {
  const row = await db.selectFrom("categories").select("description").where("id", "=", categoryId).executeTakeFirst();
  return row?.description ?? null;
}
function homeHead(origin, page) {
  return pageHead(origin, page, {
    title: page.t("seo.homeTitle"),
    wholeTitle: true,
    description: `${page.t("seo.homeDescription")} ${delivery(page)}`,
    path: "/",
    jsonLd: [organizationLd(origin), webSiteLd(origin)]
  });
}
function listingHead(origin, page, listing) {
  const brands2 = someNames(page, listing.brands.map((b) => b.admin_name));
  const description = firstDescription(listing.description) || page.t("seo.listingDescription", { name: listing.name });
  const text7 = `${description}${brands2 ? ` ${page.t("seo.brandsLike", { brands: brands2 })}` : ""} ${delivery(page)}`;
  return pageHead(origin, page, {
    title: listing.name,
    description: text7,
    path: listing.path,
    keep: listingKeep(listing.filters),
    image: listing.products[0] ? { path: listing.products[0].path, alt: listing.products[0].name } : void 0,
    crumbs: [home2(page), { label: listing.name }],
    jsonLd: [collectionLd(origin, origin + listing.path, { name: listing.name, description: summary(text7), products: listing.products })]
  });
}
function productHead(origin, page, product, formattedPrice) {
  const path16 = `/products/${product.url_key}`;
  const price = product.final_price ?? product.special_price ?? product.price;
  const lead = product.brand ? page.t("seo.productLeadBrand", { name: product.name, brand: product.brand.admin_name, price: formattedPrice }) : page.t("seo.productLead", { name: product.name, price: formattedPrice });
  const about = firstDescription(product.short_description, product.description);
  return pageHead(origin, page, {
    title: product.name,
    description: summary(`${lead} ${about || delivery(page)}`),
    path: path16,
    type: "product",
    image: { path: product.images[0]?.path ?? product.path, alt: product.name },
    price,
    crumbs: [home2(page), { label: product.name }],
    jsonLd: [productLd(origin, product, origin + path16)]
  });
}
function allProductsHead(origin, page, products2, filters) {
  const description = `${page.t("seo.allProductsDescription")} ${delivery(page)}`;
  const name = page.t("seo.allProducts");
  return pageHead(origin, page, {
    title: name,
    description,
    path: "/products",
    keep: listingKeep(filters),
    crumbs: [home2(page), { label: name }],
    jsonLd: [collectionLd(origin, `${origin}/products`, { name, description, products: products2 })]
  });
}
function searchHead(origin, page, term) {
  return pageHead(origin, page, {
    title: term ? page.t("seo.searchResults", { term }) : page.t("seo.search"),
    description: term ? page.t("seo.searchDescription", { term }) : page.t("seo.searchEmptyDescription"),
    path: "/search",
    keep: { term },
    crumbs: [home2(page), { label: page.t("seo.search") }],
    noindex: true
  });
}
function campaignHead(origin, page, campaign, lists) {
  const path16 = `/campaign-details/${campaign.slug}`;
  const description = firstDescription(campaign.short_description) || page.t("seo.campaignDescription", { title: campaign.title });
  return pageHead(origin, page, {
    title: campaign.title,
    description: `${description} ${delivery(page)}`,
    path: path16,
    image: { path: campaign.image ?? lists.products[0]?.path, alt: campaign.title },
    crumbs: [home2(page), { label: campaign.title }],
    jsonLd: [collectionLd(origin, origin + path16, { name: campaign.title, description, products: lists.products })]
  });
}

// server/routes/pages/catalog.ts
var firstPage = { page: 1, perPage: DEFAULT_PER_PAGE };
var slugParams2 = (name) => ({ type: "object", required: [name], properties: { [name]: { type: "string", minLength: 1, maxLength: 200 } } });
var addressed = (request) => filtersFromAddress(new URL(request.raw.url ?? "/", "http://localhost").searchParams);
var pagingOf = (filters) => ({ page: filters.page, perPage: DEFAULT_PER_PAGE });
async function listingProps(db, scope, asked, language) {
  const [categories2, filterable, choices, featured] = await Promise.all([
    shopCategories(db, language),
    "categoryId" in scope ? filterCodes(db, "category", scope.categoryId) : filterCodes(db, "brand", scope.brandId),
    listingChoices(db, scope, language),
    featuredProducts(db, scope, language)
  ]);
  const offered = (id2, list) => id2 !== null && list.some((x) => x.id === id2) ? id2 : null;
  const filters = {
    ...asked,
    brandId: "categoryId" in scope ? offered(asked.brandId, choices.brands) : null,
    colorId: offered(asked.colorId, choices.colors),
    sizeId: offered(asked.sizeId, choices.sizes)
  };
  const filter = {
    ...scope,
    minPrice: toPoisha(filters.price.min),
    maxPrice: toPoisha(filters.price.max),
    ...filters.brandId !== null && { brandId: filters.brandId },
    ...filters.colorId !== null && { colorId: filters.colorId },
    ...filters.sizeId !== null && { sizeId: filters.sizeId }
  };
  const products2 = await listProducts(db, filter, pagingOf(filters), language, void 0, filters.sort);
  return { categories: categories2, filterable, ...choices, products: asCardPage(products2, asCard), featured: asCards(featured), filters };
}
var catalogPages = async (app, { publicUrl }) => {
  const { db } = app;
  app.get("/", async (request, reply) => {
    const { language } = request;
    const [categories2, flashCampaign, trending] = await Promise.all([
      shopCategories(db, language),
      runningFlashCampaign(db),
      listProducts(db, { trending: true }, { page: 1, perPage: TRENDING_PAGE_SIZES[0] }, language)
    ]);
    const [topDeals2, moreDeals2] = flashCampaign ? await Promise.all([topDeals(db, language), moreDeals(db, firstPage, language)]) : [void 0, void 0];
    const page = {
      categories: categories2,
      flashCampaign,
      trending: asCardPage(trending, asCard),
      topDeals: topDeals2?.map(asFlashCard),
      moreDeals: moreDeals2 && asCardPage(moreDeals2, asFlashCard)
    };
    return reply.page("home", { seo: homeHead(publicUrl, request), page, lcpImage: cardPreload(trending.data) });
  });
  app.get("/categories/:slug", { schema: { params: slugParams2("slug") } }, async (request, reply) => {
    const category = (await shopCategories(db, request.language)).find((c) => c.slug === request.params.slug);
    if (!category) throw new NotFound(request.t("pages.categoryNotFound"));
    const [props, description] = await Promise.all([listingProps(db, { categoryId: category.id }, addressed(request), request.language), categoryDescription(db, category.id)]);
    const page = { ...props, category: { id: category.id, name: category.name, slug: category.slug } };
    const seo = listingHead(publicUrl, request, { name: category.name, path: `/categories/${category.slug}`, description, brands: page.brands, products: page.products.data, filters: page.filters });
    return reply.page("category", { seo, page, lcpImage: cardPreload(page.products.data) });
  });
  app.get("/brands/:slug", { schema: { params: slugParams2("slug") } }, async (request, reply) => {
    const brand = (await allBrands(db, request.language)).find((b) => b.slug === request.params.slug);
    if (!brand) throw new NotFound(request.t("pages.brandNotFound"));
    const props = await listingProps(db, { brandId: brand.id }, addressed(request), request.language);
    const page = { ...props, brands: [], brand };
    const seo = listingHead(publicUrl, request, { name: brand.admin_name, path: `/brands/${brand.slug}`, description: null, brands: [], products: page.products.data, filters: page.filters });
    return reply.page("brand", { seo, page, lcpImage: cardPreload(page.products.data) });
  });
  app.get("/products/:urlKey", { schema: { params: slugParams2("urlKey") } }, async (request, reply) => {
    const product = await findProductDetail(db, { urlKey: request.params.urlKey }, request.language);
    if (!product) throw new NotFound(request.t("pages.productNotFound"));
    const safe = { ...product, description: product.description && sanitizeRichText(product.description), short_description: product.short_description && sanitizeRichText(product.short_description) };
    const page = { product: safe, related: asCards(await relatedProducts(db, product.id, request.language)) };
    const seo = productHead(publicUrl, request, product, request.money(toPoisha(product.final_price ?? product.special_price ?? product.price)));
    return reply.page("product", { seo, page, lcpImage: galleryPreload(product) });
  });
  app.get("/products", async (request, reply) => {
    const { sort, page: at } = addressed(request);
    const filters = { ...DEFAULT_FILTERS, sort, page: at };
    const page = { products: asCardPage(await listProducts(db, {}, pagingOf(filters), request.language, void 0, sort), asCard), filters };
    return reply.page("products", { seo: allProductsHead(publicUrl, request, page.products.data, filters), page });
  });
  app.get("/search", {
    schema: { querystring: { type: "object", properties: { term: { type: "string", maxLength: 100 } } } }
  }, async (request, reply) => {
    const term = (request.query.term ?? "").trim();
    const { sort, page: at } = addressed(request);
    const filters = { ...DEFAULT_FILTERS, sort, page: at };
    const products2 = term ? await searchProducts(db, term, pagingOf(filters), request.language, void 0, sort === "newest" ? void 0 : sort) : { data: [], meta: { current_page: 1, last_page: 1, per_page: DEFAULT_PER_PAGE, total: 0 } };
    const page = { term, products: asCardPage(products2, asCard), filters };
    return reply.page("search", { seo: searchHead(publicUrl, request, term), page });
  });
  app.get("/campaign-details/:slug", { schema: { params: slugParams2("slug") } }, async (request, reply) => {
    const campaign = await findCampaign(db, { slug: request.params.slug });
    if (!campaign) throw new NotFound(request.t("pages.campaignNotFound"));
    const page = { campaign, lists: await campaignProducts(db, campaign.id, request.language) };
    return reply.page("campaign", { seo: campaignHead(publicUrl, request, campaign, page.lists), page, lcpImage: bannerPreload(campaign.image) });
  });
};
var catalog_default2 = catalogPages;

// server/routes/pages/checkout.ts
var noQuery4 = { querystring: { type: "object", properties: {} } };
function successTotals(page, order) {
  return [
    { label: page.t("pages.subtotal"), amount: order.formatted_subtotal },
    { label: order.coupon_code ? page.t("pages.discountCoupon", { code: order.coupon_code }) : page.t("pages.discount"), amount: order.discount_amount > 0 ? `\u2212 ${order.formatted_discount_amount}` : order.formatted_discount_amount },
    { label: page.t("pages.shippingCharge"), amount: order.formatted_shipping_handling },
    { label: page.t("pages.total"), amount: order.formatted_grand_total, className: "summary-total" }
  ];
}
var checkoutPages = async (app) => {
  async function checkoutPage(request, reply) {
    const customerId = request.session.get("customerId");
    const cartId = await findActiveCartId(app.db, request.session.data);
    const cart = cartId ? await loadCart(app.db, cartId) : null;
    if (!cart || cart.lines.length === 0) return reply.redirect(CART_PATH);
    const state = checkoutFor(request.session.get("checkout"), cart.id);
    return reply.page("checkout", {
      seo: PRIVATE_HEADS.checkout(request),
      checkout: {
        courierActive: app.courier.active,
        shippingMethods: shippingMethods(app.courier.active, request.t),
        paymentMethods: paymentMethods(request.t),
        addresses: await listAddresses(app.db, customerId, request.language),
        cart: cartView(withShipping(cart, state.shippingAmount ?? 0), request.money, request.language),
        selected: { addressId: state.addressId ?? null, shippingMethod: state.shippingMethod ?? null, paymentMethod: state.paymentMethod ?? null }
      }
    });
  }
  app.get("/checkout/onepage/", { preHandler: customerPage, schema: noQuery4 }, checkoutPage);
  app.get("/checkout/onepage", { preHandler: customerPage, schema: noQuery4 }, checkoutPage);
  app.get("/checkout/onepage/success", { preHandler: customerPage, schema: noQuery4 }, async (request, reply) => {
    const orderId = request.session.get("checkout")?.placedOrderId;
    const order = orderId ? await findOrder(app.db, request.session.get("customerId"), orderId, request.money, request.t, request.language) : null;
    if (!order) return reply.redirect(CART_PATH);
    const crumbs = [{ label: request.t("pages.home"), href: "/" }, { label: request.t("pages.orderPlaced") }];
    return reply.page("checkout-success", { seo: PRIVATE_HEADS.orderPlaced(request), crumbs, order, totals: successTotals(request, order) });
  });
};
var checkout_default2 = checkoutPages;

// server/routes/pages/pageState.ts
async function currentCart(app, request) {
  return cartView(await shopperCart(app.db, request.session.data), request.money, request.language);
}
async function pageCounters(app, request) {
  const customerId = request.session.get("customerId");
  const [cartNow, wishlist, compare] = await Promise.all([
    currentCart(app, request),
    customerId ? wishlistEntries(app.db, customerId, request.money, request.language) : [],
    customerId ? listRows(app.db, "compare_items", customerId).then((rows2) => compareProducts(app.db, rows2.map((r) => r.product_id), request.money, request.language)) : []
  ]);
  return { cart: cartNow?.items_count ?? 0, wishlist: wishlist.length, compare: compare.length, fromServer: true };
}

// server/routes/pages/commerce.ts
var noQuery5 = { querystring: { type: "object", properties: {} } };
var commercePages = async (app) => {
  app.get("/checkout/cart", { schema: noQuery5 }, async (request, reply) => {
    const state = { cart: { status: "ready", cart: await currentCart(app, request), busy: false } };
    return reply.page("cart", { seo: PRIVATE_HEADS.cart(request), page: {}, state });
  });
  app.get(
    LOGIN_PATH,
    { schema: { querystring: { type: "object", properties: { returnTo: { type: "string", maxLength: 500 } } } } },
    async (request, reply) => {
      if (request.session.get("customerId")) return reply.redirect("/");
      const asked = safeReturnPath(request.query.returnTo);
      if (asked) request.session.set("returnTo", asked);
      const returnTo = safeReturnPath(request.session.get("returnTo")) ?? "/";
      return reply.page("login", { seo: PRIVATE_HEADS.login(request), page: { returnTo } });
    }
  );
  app.get("/customer/register", { schema: noQuery5 }, async (request, reply) => {
    if (request.session.get("customerId")) return reply.redirect("/");
    return reply.page("register", { seo: PRIVATE_HEADS.register(request), page: { loginUrl: LOGIN_PATH } });
  });
};
var commerce_default = commercePages;

// server/pages/contentPages.ts
async function findContentPage(db, slug) {
  const page = await db.selectFrom("content_pages").select(["title", "html", "updated_at"]).where("slug", "=", slug).where("status", "=", 1).executeTakeFirst();
  return page ? { ...page, html: sanitizeRichText(page.html) } : null;
}

// server/routes/pages/content.ts
var contentPages = async (app, { publicUrl }) => {
  app.get("/page/about-us", async (request, reply) => {
    const page = await findContentPage(app.db, "about-us");
    if (!page) throw new NotFound(request.t("pages.pageNotFound"));
    const seo = contentHead(publicUrl, request, { slug: "about-us", ...page });
    return reply.page("content-page", { seo, heading: page.title, html: page.html, crumbs: [{ label: request.t("pages.home"), href: "/" }, { label: page.title }] });
  });
  app.get("/careers", async (request, reply) => {
    const page = { jobs: await openJobPosts(app.db) };
    return reply.page("careers", { seo: careersHead(publicUrl, request, page.jobs), page });
  });
};
var content_default = contentPages;

// server/routes/pages/lists.ts
var noQuery6 = { querystring: { type: "object", properties: {} } };
var listPages = async (app) => {
  app.get("/customer/wishlist", { preHandler: customerPage, schema: noQuery6 }, async (request, reply) => {
    const page = { wishlist: await wishlistEntries(app.db, request.session.get("customerId"), request.money, request.language) };
    const state = { wishlist: { status: "ready", items: page.wishlist, removing: [] } };
    return reply.page("wishlist", { seo: PRIVATE_HEADS.wishlist(request), page, state });
  });
  app.get("/compare", { schema: noQuery6 }, async (request, reply) => {
    const page = {};
    const customerId = request.session.get("customerId");
    if (!customerId) return reply.page("compare", { seo: PRIVATE_HEADS.compare(request), page });
    const items = await compareProducts(app.db, (await listRows(app.db, "compare_items", customerId)).map((row) => row.product_id), request.money, request.language);
    return reply.page("compare", { seo: PRIVATE_HEADS.compare(request), page, state: { compare: { status: "ready", items, removing: [] } } });
  });
};
var lists_default2 = listPages;

// server/routes/pages/trackOrder.ts
var trackOrderPage = async (app) => {
  app.get(
    "/track-order",
    // Whatever else arrives as ?order= is left out: the form starts empty.
    { schema: { querystring: { type: "object", properties: { order: { type: "string" } } } } },
    async (request, reply) => {
      const asked = toOrderNumber(request.query.order ?? "");
      const page = ORDER_NUMBER.test(asked) ? { incrementId: asked } : {};
      const title = request.t("pages.trackYourOrder");
      return reply.page("track-order", { title, page, crumbs: [{ label: request.t("pages.home"), href: "/" }, { label: title }] });
    }
  );
};
var trackOrder_default = trackOrderPage;

// server/routes/pages/index.ts
var pageRoutes = async (app, { publicUrl }) => {
  await app.register(catalog_default2, { publicUrl });
  await app.register(commerce_default);
  await app.register(checkout_default2);
  await app.register(lists_default2);
  await app.register(account_default2);
  await app.register(trackOrder_default);
  await app.register(blog_default2, { publicUrl });
  await app.register(content_default, { publicUrl });
};
var pages_default = pageRoutes;

// server/reviews/addReview.ts
var import_node_crypto6 = require("node:crypto");

// server/uploads/pictureKinds.ts
var DRAWN_AT = {
  /**
   * A product's first picture: product cards, the gallery, compare and wishlist (430), the flash
   * deal's small card (86), the account's reviews (64).
   */
  product: [430, 86, 64],
  /** A product's other pictures (details, its variants' colours), which only the gallery draws. */
  productGallery: [430],
  /** The gallery's thumbnails. */
  productThumbnail: [80],
  /** Category cards. */
  category: [64],
  /** The campaign page and the home page's flash deals. */
  campaign: [1200],
  /** Blog cards (600) and the blog sidebar (96); banners are plain pictures. */
  blogThumbnail: [600, 96],
  /** The review list's thumbnails of a review's small photo; the large one opens as it is. */
  reviewPhoto: [80]
};
function copyWidths(kind) {
  return [...new Set(DRAWN_AT[kind].flatMap((width) => srcsetWidths(width)))].sort((a, b) => a - b);
}

// server/reviews/photoFiles.ts
var PHOTO_VARIANTS = {
  small: { width: 160, height: 160, fit: "cover" },
  large: { width: 1200, height: 1200, fit: "inside" }
};
async function reviewPhotoFiles(bytes, photo2, upload) {
  const encoded = await reencodeImage(bytes, PHOTO_VARIANTS, upload);
  const copies = await encodeVariants(photo2.small, await decodePixels(encoded.small), copyWidths("reviewPhoto"));
  return { [photo2.small]: encoded.small, [photo2.large]: encoded.large, ...copies };
}

// server/reviews/addReview.ts
var REVIEW_ADDED_TEXT = serverText("server.reviewAdded");
var ALREADY_REVIEWED_TEXT = serverText("server.alreadyReviewed");
var REVIEW_ADDED = inEnglish(REVIEW_ADDED_TEXT);
var ALREADY_REVIEWED = inEnglish(ALREADY_REVIEWED_TEXT);
var photoName = (index2) => serverText("server.photoName", { number: index2 + 1 });
function checkPhotos(photos) {
  if (photos.length > REVIEW_LIMITS.photos) return { bytes: [], errors: [PHOTO_MESSAGES.tooMany] };
  const bytes = [];
  const errors = [];
  photos.forEach((photo2, index2) => {
    try {
      bytes.push(checkImageUpload(photo2, { name: photoName(index2), field: "photos", maxBytes: REVIEW_LIMITS.photoBytes }));
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      errors.push(error.text);
    }
  });
  return { bytes, errors };
}
var alreadyReviewed = async (db, customerId, productId) => Boolean(await db.selectFrom("reviews").select("id").where("customer_id", "=", customerId).where("product_id", "=", productId).executeTakeFirst());
async function addReview(db, post) {
  const { customerId, productId, storageDir } = post;
  if (!await productExists(db, productId)) throw new NotFound(PRODUCT_NOT_FOUND);
  if (await alreadyReviewed(db, customerId, productId)) throw new Refused(ALREADY_REVIEWED_TEXT);
  const checked = await checkFormTexts(reviewSchema, post.fields);
  const photos = checkPhotos(post.photos);
  if (!checked.ok || photos.errors.length) {
    const errors = { ...checked.ok ? {} : checked.errors, ...photos.errors.length ? { photos: photos.errors } : {} };
    throw new Refused(Object.values(errors)[0][0], { fields: errors });
  }
  const files = {};
  const stored = [];
  for (const [index2, bytes] of photos.bytes.entries()) {
    const base = `review/${productId}/${(0, import_node_crypto6.randomUUID)()}`;
    const photo2 = { small: `${base}-small.webp`, large: `${base}-large.webp` };
    Object.assign(files, await reviewPhotoFiles(bytes, photo2, { name: photoName(index2), field: "photos" }));
    stored.push(photo2);
  }
  const { title, comment, rating } = checked.value;
  await writeStorage(storageDir, files);
  let id2;
  try {
    id2 = await db.transaction().execute(async (trx) => {
      const row = await trx.insertInto("reviews").values({ product_id: productId, customer_id: customerId, title, comment, rating, photos: JSON.stringify(stored) }).returning("id").executeTakeFirstOrThrow();
      await trx.updateTable("products").set((eb) => ({ reviews_count: eb("reviews_count", "+", 1), rating_total: eb("rating_total", "+", rating) })).where("id", "=", productId).execute();
      return row.id;
    });
  } catch (error) {
    await removeStorage(storageDir, Object.keys(files));
    if (await alreadyReviewed(db, customerId, productId)) throw new Refused(ALREADY_REVIEWED);
    throw error;
  }
  const [review, summary2] = await Promise.all([findReview(db, id2), reviewSummary(db, productId)]);
  return { review, summary: summary2 };
}

// server/routes/reviews/schemas.ts
var photo = { type: "object", properties: { small: { type: "string" }, large: { type: "string" } } };
var reviewProperties = {
  id: { type: "integer" },
  title: { type: "string" },
  comment: { type: "string" },
  rating: { type: "integer" },
  rating_percent: { type: "integer" },
  created_at: { type: "string" },
  verified: { type: "boolean" },
  photos: { type: "array", items: photo }
};
var reviewSchema2 = { type: "object", properties: { ...reviewProperties, name: { type: "string" } } };
var star = { type: "integer" };
var summarySchema = {
  type: "object",
  properties: {
    reviews_count: { type: "integer" },
    average_rating: { type: "number" },
    rating_percent: { type: "integer" },
    star_counts: { type: "object", properties: { 1: star, 2: star, 3: star, 4: star, 5: star } }
  }
};
var meta = {
  type: "object",
  properties: { current_page: { type: "integer" }, last_page: { type: "integer" }, per_page: { type: "integer" }, total: { type: "integer" } }
};
var reviewPageSchema = { type: "object", properties: { data: { type: "array", items: reviewSchema2 }, meta, summary: summarySchema } };
var reviewAddedSchema = {
  type: "object",
  properties: {
    message: { type: "string" },
    data: { type: "object", properties: { message: { type: "string" }, review: reviewSchema2, summary: summarySchema } }
  }
};
var customerReviewSchema = {
  type: "object",
  properties: {
    ...reviewProperties,
    product: {
      type: "object",
      properties: { id: { type: "integer" }, name: { type: "string" }, url_key: { type: ["string", "null"] }, path: { type: ["string", "null"] } }
    }
  }
};
var customerReviewPageSchema = { type: "object", properties: { data: { type: "array", items: customerReviewSchema }, meta } };
var pageQuery = { type: "object", properties: { page: pageSchema } };
var productParams = idParams("id");

// server/routes/reviews/index.ts
async function customersOnly(request) {
  if (!request.session.get("customerId")) throw new HttpError(401, REVIEW_SIGN_IN, void 0, { redirect_url: LOGIN_PATH });
}
async function withErrorMessage(_request, reply, payload) {
  if (reply.statusCode < 400 || reply.statusCode >= 500 || typeof payload !== "string" || !payload.startsWith("{")) return payload;
  const body2 = JSON.parse(payload);
  return typeof body2.message === "string" && body2.error_message === void 0 ? JSON.stringify({ ...body2, error_message: body2.message }) : payload;
}
var reviewRoutes = async (app, { storageDir }) => {
  app.get("/api/product/:id/reviews", {
    schema: { params: productParams, querystring: pageQuery, response: { 200: reviewPageSchema } }
  }, async (request) => productReviews(app.db, request.params.id, request.query.page));
  app.post("/api/product/:id/review", {
    ...uploadLimits({ field: "photos", maxFiles: REVIEW_LIMITS.photos, maxBytes: REVIEW_LIMITS.photoBytes, tooMany: PHOTO_MESSAGES.tooMany, tooLarge: PHOTO_MESSAGES.oneTooLarge }),
    onRequest: customersOnly,
    onSend: withErrorMessage,
    schema: {
      params: productParams,
      // The form's own schema (shared with the island) checks the fields, with the shop's messages.
      body: { type: ["object", "null"], properties: { title: { type: "string" }, comment: { type: "string" }, rating: {}, photos: {} } },
      response: { 200: reviewAddedSchema }
    }
  }, async (request) => {
    const { title, comment, rating, photos } = request.body ?? {};
    const { review, summary: summary2 } = await addReview(app.db, {
      customerId: request.session.get("customerId"),
      productId: request.params.id,
      fields: { title, comment, rating },
      photos: photos === void 0 ? [] : Array.isArray(photos) ? photos : [photos],
      storageDir
    });
    const message = say(request.t, REVIEW_ADDED_TEXT);
    return { message, data: { message, review, summary: summary2 } };
  });
  app.get("/api/customer/reviews", {
    schema: { querystring: pageQuery, response: { 200: customerReviewPageSchema } }
  }, async (request) => customerReviews(app.db, requireCustomer(request), request.query.page, request.language));
};
var reviews_default = reviewRoutes;

// server/seo/robots.ts
var DISALLOWED = [
  "/checkout/",
  "/customer/",
  "/compare",
  "/api/",
  "/all/",
  "/home/",
  "/featured/",
  "/trending/",
  "/flashdeal/",
  "/shop/",
  "/search/products",
  "/categories/products/",
  "/brand/products/",
  "/campaign/products/",
  "/category-filter/",
  "/brand-filter/",
  "/related-products/",
  "/get/",
  "/get-cities",
  "/districts/",
  "/thanas/",
  "/currencies/",
  "/locales/"
];
function robotsTxt(origin) {
  return ["User-agent: *", ...DISALLOWED.map((path16) => `Disallow: ${path16}`), "Allow: /", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

// server/seo/sitemap.ts
var import_node_stream = require("node:stream");
var import_sitemap = require("sitemap");

// server/seo/sitemapSources.ts
var import_kysely15 = require("kysely");
var URLS_PER_SITEMAP = 5e4;
var ROWS_PER_READ = 1e3;
var partOf = (column) => import_kysely15.sql`(${import_kysely15.sql.ref(column)} - 1) / ${import_kysely15.sql.lit(URLS_PER_SITEMAP)} + 1`;
var lastIdOf = (part) => part * URLS_PER_SITEMAP;
var parts = (rows2) => rows2.map((r) => ({ part: Number(r.part), lastmod: r.lastmod ?? null })).sort((a, b) => a.part - b.part);
var products = {
  async parts(db) {
    const rows2 = await db.selectFrom("products").select([partOf("id").as("part"), (eb) => eb.fn.max("updated_at").as("lastmod")]).where("status", "=", 1).groupBy(partOf("id")).execute();
    return parts(rows2);
  },
  async read(db, part, afterId) {
    const rows2 = await db.selectFrom("products").select(["id", "url_key", "updated_at"]).where("status", "=", 1).where("id", ">", afterId).where("id", "<=", lastIdOf(part)).orderBy("id").limit(ROWS_PER_READ).execute();
    return rows2.map((r) => ({ id: r.id, path: `/products/${encodeURIComponent(r.url_key)}`, lastmod: r.updated_at }));
  }
};
var categories = {
  async parts(db) {
    const rows2 = await db.selectFrom("categories").select(partOf("id").as("part")).where("status", "=", 1).where((eb) => eb(eb.fn("lower", ["name"]), "!=", ROOT_CATEGORY_NAME)).groupBy(partOf("id")).execute();
    return parts(rows2);
  },
  async read(db, part, afterId) {
    const rows2 = await db.selectFrom("categories").select(["id", "slug"]).where("status", "=", 1).where((eb) => eb(eb.fn("lower", ["name"]), "!=", ROOT_CATEGORY_NAME)).where("id", ">", afterId).where("id", "<=", lastIdOf(part)).orderBy("id").limit(ROWS_PER_READ).execute();
    if (rows2.length === 0) return [];
    const changed = await db.selectFrom("product_categories as pc").innerJoin("products as p", "p.id", "pc.product_id").select(["pc.category_id as id", (eb) => eb.fn.max("p.updated_at").as("lastmod")]).where("pc.category_id", "in", rows2.map((r) => r.id)).where("p.status", "=", 1).groupBy("pc.category_id").execute();
    const lastmod = new Map(changed.map((c) => [c.id, c.lastmod]));
    return rows2.map((r) => ({ id: r.id, path: `/categories/${encodeURIComponent(r.slug)}`, lastmod: lastmod.get(r.id) }));
  }
};
var brands = {
  async parts(db) {
    return parts(await db.selectFrom("brands").select(partOf("id").as("part")).where("status", "=", 1).groupBy(partOf("id")).execute());
  },
  async read(db, part, afterId) {
    const rows2 = await db.selectFrom("brands").select(["id", "slug"]).where("status", "=", 1).where("id", ">", afterId).where("id", "<=", lastIdOf(part)).orderBy("id").limit(ROWS_PER_READ).execute();
    if (rows2.length === 0) return [];
    const changed = await db.selectFrom("products").select(["brand_id as id", (eb) => eb.fn.max("updated_at").as("lastmod")]).where("brand_id", "in", rows2.map((r) => r.id)).where("status", "=", 1).groupBy("brand_id").execute();
    const lastmod = new Map(changed.map((c) => [c.id, c.lastmod]));
    return rows2.map((r) => ({ id: r.id, path: `/brands/${encodeURIComponent(r.slug)}`, lastmod: lastmod.get(r.id) }));
  }
};
var campaigns = {
  async parts(db, now) {
    return parts(await db.selectFrom("campaigns").select([partOf("id").as("part"), (eb) => eb.fn.max("created_at").as("lastmod")]).where("status", "=", 1).where("ends_at", ">", now).groupBy(partOf("id")).execute());
  },
  async read(db, part, afterId, now) {
    const rows2 = await db.selectFrom("campaigns").select(["id", "slug", "created_at"]).where("status", "=", 1).where("ends_at", ">", now).where("id", ">", afterId).where("id", "<=", lastIdOf(part)).orderBy("id").limit(ROWS_PER_READ).execute();
    return rows2.map((r) => ({ id: r.id, path: `/campaign-details/${encodeURIComponent(r.slug)}`, lastmod: r.created_at }));
  }
};
var blogPosts = {
  async parts(db) {
    return parts(await db.selectFrom("blogs").select([partOf("id").as("part"), (eb) => eb.fn.max("created_at").as("lastmod")]).where("status", "=", 1).groupBy(partOf("id")).execute());
  },
  async read(db, part, afterId) {
    const rows2 = await db.selectFrom("blogs").select(["id", "slug", "created_at"]).where("status", "=", 1).where("id", ">", afterId).where("id", "<=", lastIdOf(part)).orderBy("id").limit(ROWS_PER_READ).execute();
    return rows2.map((r) => ({ id: r.id, path: `/blogs/${encodeURIComponent(r.slug)}`, lastmod: r.created_at }));
  }
};
var blogCategories2 = {
  async parts(db) {
    return parts(await db.selectFrom("blog_categories").select(partOf("id").as("part")).where("status", "=", 1).groupBy(partOf("id")).execute());
  },
  async read(db, part, afterId) {
    const rows2 = await db.selectFrom("blog_categories").select(["id", "slug"]).where("status", "=", 1).where("id", ">", afterId).where("id", "<=", lastIdOf(part)).orderBy("id").limit(ROWS_PER_READ).execute();
    if (rows2.length === 0) return [];
    const newest = await db.selectFrom("blogs").select(["category_id as id", (eb) => eb.fn.max("created_at").as("lastmod")]).where("category_id", "in", rows2.map((r) => r.id)).where("status", "=", 1).groupBy("category_id").execute();
    const lastmod = new Map(newest.map((c) => [c.id, c.lastmod]));
    return rows2.map((r) => ({ id: r.id, path: `/blog/categories/${encodeURIComponent(r.slug)}`, lastmod: lastmod.get(r.id) }));
  }
};
var pages = {
  async parts() {
    return [{ part: 1 }];
  },
  async read(db, part, afterId) {
    if (part !== 1 || afterId > 0) return [];
    const [about, newestPost] = await Promise.all([
      db.selectFrom("content_pages").select("updated_at").where("slug", "=", "about-us").where("status", "=", 1).executeTakeFirst(),
      db.selectFrom("blogs").select((eb) => eb.fn.max("created_at").as("lastmod")).where("status", "=", 1).executeTakeFirst()
    ]);
    const entries = [{ path: "/" }, { path: "/products" }, { path: "/blog", lastmod: newestPost?.lastmod }, { path: "/careers" }];
    if (about) entries.push({ path: "/page/about-us", lastmod: about.updated_at });
    return entries.map((entry, index2) => ({ ...entry, id: index2 + 1 }));
  }
};
var SITEMAP_SOURCES = {
  pages,
  categories,
  brands,
  campaigns,
  "blog-categories": blogCategories2,
  blog: blogPosts,
  products
};

// server/seo/sitemap.ts
var SITEMAP_FILE = new RegExp(`^(${Object.keys(SITEMAP_SOURCES).join("|")})-([1-9][0-9]{0,5})\\.xml$`);
var URLSET = { news: false, xhtml: true, image: false, video: false };
function languagesOf(origin, path16) {
  const links = Object.keys(LANGUAGES).map((language) => ({ lang: language, url: languageUrl(origin, language, path16) }));
  return [...links, { lang: "x-default", url: languageUrl(origin, DEFAULT_LANGUAGE, path16) }];
}
var CHUNK_BYTES = 64 * 1024;
function gathered() {
  let pending = [];
  let size2 = 0;
  const flush = (stream) => {
    if (size2 > 0) stream.push(Buffer.concat(pending, size2));
    pending = [];
    size2 = 0;
  };
  return new import_node_stream.Transform({
    transform(chunk, _encoding, done) {
      const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      pending.push(bytes);
      size2 += bytes.length;
      if (size2 >= CHUNK_BYTES) flush(this);
      done();
    },
    flush(done) {
      flush(this);
      done();
    }
  });
}
function written(entries, xml) {
  return (0, import_node_stream.pipeline)(import_node_stream.Readable.from(entries), xml, gathered(), () => {
  });
}
async function sitemapIndex(db, origin, now = /* @__PURE__ */ new Date()) {
  const listed2 = await Promise.all(
    Object.entries(SITEMAP_SOURCES).map(
      async ([name, source]) => (await source.parts(db, now.toISOString())).map(({ part, lastmod }) => ({ url: `${origin}/sitemaps/${name}-${part}.xml`, lastmod: lastmod ?? void 0 }))
    )
  );
  return written(listed2.flat(), new import_sitemap.SitemapIndexStream({ level: import_sitemap.ErrorLevel.THROW }));
}
async function* entriesOf(db, origin, source, part, first, now) {
  let batch = first;
  for (; ; ) {
    for (const entry of batch) yield { url: entry.path, lastmod: entry.lastmod ?? void 0, links: languagesOf(origin, entry.path) };
    if (batch.length < ROWS_PER_READ) return;
    batch = await source.read(db, part, batch[batch.length - 1].id, now);
  }
}
async function sitemapFile(db, origin, file, now = /* @__PURE__ */ new Date()) {
  const match = SITEMAP_FILE.exec(file);
  if (!match) return null;
  const source = SITEMAP_SOURCES[match[1]];
  const part = Number(match[2]);
  const at = now.toISOString();
  const first = await source.read(db, part, (part - 1) * URLS_PER_SITEMAP, at);
  if (first.length === 0) return null;
  return written(entriesOf(db, origin, source, part, first, at), new import_sitemap.SitemapStream({ hostname: origin, xmlns: URLSET, level: import_sitemap.ErrorLevel.THROW }));
}

// server/routes/seo/index.ts
var noQuery7 = { type: "object", properties: {} };
var CACHE = "public, max-age=600";
var XML = "application/xml; charset=utf-8";
var seoRoutes = async (app, { publicUrl }) => {
  app.get(
    "/robots.txt",
    { schema: { querystring: noQuery7 } },
    async (_request, reply) => reply.type("text/plain; charset=utf-8").header("cache-control", CACHE).send(robotsTxt(publicUrl))
  );
  app.get(
    "/sitemap.xml",
    { schema: { querystring: noQuery7 } },
    async (_request, reply) => reply.type(XML).header("cache-control", CACHE).send(await sitemapIndex(app.db, publicUrl))
  );
  app.get("/sitemaps/:file", {
    schema: { querystring: noQuery7, params: { type: "object", required: ["file"], properties: { file: { type: "string", minLength: 1, maxLength: 40 } } } }
  }, async (request, reply) => {
    const stream = await sitemapFile(app.db, publicUrl, request.params.file);
    if (!stream) throw new NotFound(serverText("server.noSuchSitemap"));
    return reply.type(XML).header("cache-control", CACHE).send(stream);
  });
};
var seo_default = seoRoutes;

// server/routes/pages/layoutData.ts
function languageLinks(request) {
  const url = new URL(request.url, "http://shop.invalid");
  if (url.searchParams.has("returnTo")) {
    const safe = safeReturnPath(url.searchParams.get("returnTo"));
    if (safe) url.searchParams.set("returnTo", safe);
    else url.searchParams.delete("returnTo");
  }
  return Object.keys(LANGUAGES).map((code) => {
    url.searchParams.set("lang", code);
    return { code, label: LANGUAGES[code].label, href: url.pathname + url.search, current: code === request.language };
  });
}
var PAGE_LINKS = [{ href: "/blog", text: "layout.blog" }, { href: "/page/about-us", text: "layout.aboutUs" }, { href: "/careers", text: "layout.careers" }];
var TOP_BAR_LINKS = ["top-bar.trackOrder", "top-bar.login", "top-bar.signUp", "top-bar.myAccount", "top-bar.myOrders", "top-bar.logout"];
async function headerLabelWidths(app, request, categories2, languages) {
  const [links, current, menu, flashName, flashEnds, flashShop] = await Promise.all([
    app.labelWidths([...[...TOP_BAR_LINKS, ...PAGE_LINKS.map((link) => link.text)].map((key2) => request.t(key2)), ...languages.filter((l) => !l.current).map((l) => l.label)], 400),
    app.labelWidths(languages.filter((l) => l.current).map((l) => l.label), 700),
    app.labelWidths(categories2.map((category) => category.name), 400),
    app.labelWidths([request.t("flash-deal.flashDeals")], 700),
    app.labelWidths([request.t("flash-deal.endsIn")], 400),
    app.labelWidths([request.t("flash-deal.shopNow")], 600)
  ]);
  const some = (widths) => Object.keys(widths).length > 0 ? widths : void 0;
  return { topBar: some({ ...links, ...current }), menu: some(menu), flashDeal: some({ ...flashName, ...flashEnds, ...flashShop }) };
}
function takeFlash(request) {
  const flash = request.session.get("flash");
  if (!flash?.length) return null;
  request.session.set("flash", void 0);
  const now = Date.now();
  return flash.map((message, n) => ({ id: now + n, ...message }));
}
function layoutData(app, config) {
  return async (request) => {
    const shop = { currency: config.currency, locale: request.locale, pixelId: config.pixelId };
    const [categories2, flash, counters] = await Promise.all([shopCategories(app.db, request.language), runningFlashCampaign(app.db), pageCounters(app, request)]);
    const isCustomer = Boolean(request.session.get("customerId"));
    const currentPath = request.url.split("?")[0];
    const messages = takeFlash(request);
    const languages = languageLinks(request);
    const labelWidths = await headerLabelWidths(app, request, categories2, languages);
    const flashDeal = flash ? { campaign: { slug: flash.slug, title: flash.title }, endsAt: flash.ends_at, ...labelWidths.flashDeal && { labelWidths: labelWidths.flashDeal } } : null;
    const pageLinks = PAGE_LINKS.map(({ href, text: text7 }) => ({ href, text: request.t(text7), width: labelWidths.topBar?.[request.t(text7)] }));
    return { shop, isCustomer, fontPreloads: app.fontPreloads(request.language), pageLinks, topBar: { languages, ...labelWidths.topBar && { labelWidths: labelWidths.topBar } }, menu: { categories: categories2, currentPath, ...labelWidths.menu && { labelWidths: labelWidths.menu } }, flashDeal, state: { shop: { ...shop, isCustomer }, counters, ...messages && { flash: messages } } };
  };
}

// server/app.ts
async function buildApp({ config, database, manifest, logger = false }) {
  const app = (0, import_fastify.default)({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Field names like product_ids[] arrive as written; routes read them through their schema.
    ajv: { customOptions: { coerceTypes: "array", removeAdditional: false, allErrors: true } }
  });
  const buildDir = import_node_path11.default.join(config.root, "dist/public/build");
  await app.register(securityHeaders_default, { pixelId: config.pixelId, httpsOnly: config.secureCookies });
  await app.register(import_cookie.default);
  await app.register(import_formbody.default);
  await app.register(import_multipart.default, { attachFieldsToBody: "keyValues", limits: { fileSize: 5 * 1024 * 1024, files: 5 } });
  await app.register(requestInput_default);
  await app.register(db_default, { database });
  await app.register(i18n_default, { root: config.root, secureCookies: config.secureCookies });
  await app.register(money_default, { currency: config.currency });
  await app.register(xsrf_default, { secureCookies: config.secureCookies });
  await app.register(session_default, { secureCookies: config.secureCookies });
  await app.register(plugin_default, { redisUrl: config.redisUrl, redisPrefix: config.redisPrefix });
  await app.register(courier_default, { config: config.courier });
  await app.register(manifest_default, { load: manifest ?? fileManifest(import_node_path11.default.join(buildDir, "manifest.json")) });
  await app.register(fontPreloads_default, { buildDir });
  await app.register(labelWidths_default);
  await app.register(views_default, {
    dir: import_node_path11.default.join(config.root, "server/views"),
    layoutData: layoutData(app, config),
    islands: bundleRenderer(config.root, (msg) => app.log.error(msg))
  });
  await app.register(errors_default);
  await app.register(compression_default);
  await app.register(staticFiles_default, { buildDir, storageDir: config.storageDir });
  await app.register(pages_default, { publicUrl: config.publicUrl });
  await app.register(catalog_default);
  await app.register(cart_default);
  await app.register(customer_default);
  await app.register(address_default);
  await app.register(courier_default2);
  await app.register(checkout_default);
  await app.register(account_default);
  await app.register(orders_default);
  await app.register(reviews_default, { storageDir: config.storageDir });
  await app.register(blog_default);
  await app.register(careers_default);
  await app.register(seo_default, { publicUrl: config.publicUrl });
  return app;
}

// server/db/database.ts
var import_node_fs8 = require("node:fs");
var import_node_path12 = __toESM(require("node:path"));
var import_better_sqlite3 = __toESM(require("better-sqlite3"));
var import_kysely28 = require("kysely");
var import_pg = __toESM(require("pg"));

// server/db/migrations/001_core.ts
var core_exports = {};
__export(core_exports, {
  down: () => down2,
  up: () => up2
});
async function up2(db) {
  const now = nowDefault(db);
  const s = db.schema;
  await s.createTable("app_settings").addColumn("key", "text", (c) => c.primaryKey()).addColumn("value", "text", (c) => c.notNull()).execute();
  await s.createTable("sessions").addColumn("id", "text", (c) => c.primaryKey()).addColumn("data", "text", (c) => c.notNull()).addColumn("customer_id", "integer").addColumn("expires_at", "text", (c) => c.notNull()).addColumn("updated_at", "text", (c) => c.notNull()).execute();
  await s.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();
  await tableWithId(db, "categories").addColumn("parent_id", "integer").addColumn("name", "text", (c) => c.notNull()).addColumn("slug", "text", (c) => c.notNull().unique()).addColumn("logo_path", "text").addColumn("description", "text").addColumn("position", "integer", (c) => c.notNull().defaultTo(0)).addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).addColumn("created_at", "text", (c) => c.notNull().defaultTo(now)).execute();
  await s.createIndex("categories_parent").on("categories").column("parent_id").execute();
  for (const owner of ["category", "brand"]) {
    await s.createTable(`${owner}_filterable_attributes`).addColumn("owner_id", "integer", (c) => c.notNull()).addColumn("code", "text", (c) => c.notNull()).addPrimaryKeyConstraint(`${owner}_filterable_pk`, ["owner_id", "code"]).execute();
  }
  await tableWithId(db, "brands").addColumn("admin_name", "text", (c) => c.notNull()).addColumn("slug", "text", (c) => c.notNull().unique()).addColumn("logo_path", "text").addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).execute();
  await tableWithId(db, "colors").addColumn("admin_name", "text", (c) => c.notNull()).addColumn("swatch_value", "text", (c) => c.notNull()).addColumn("position", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await tableWithId(db, "sizes").addColumn("admin_name", "text", (c) => c.notNull()).addColumn("position", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await tableWithId(db, "products").addColumn("type", "text", (c) => c.notNull()).addColumn("sku", "text", (c) => c.notNull().unique()).addColumn("name", "text", (c) => c.notNull()).addColumn("url_key", "text", (c) => c.notNull().unique()).addColumn("short_description", "text").addColumn("description", "text").addColumn("video_link", "text").addColumn("price", "bigint", (c) => c.notNull()).addColumn("special_price", "bigint").addColumn("min_price", "bigint", (c) => c.notNull()).addColumn("brand_id", "integer", (c) => c.references("brands.id")).addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).addColumn("featured", "integer", (c) => c.notNull().defaultTo(0)).addColumn("trending", "integer", (c) => c.notNull().defaultTo(0)).addColumn("created_at", "text", (c) => c.notNull().defaultTo(now)).addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now)).execute();
  await s.createIndex("products_status_price").on("products").columns(["status", "min_price", "id"]).execute();
  await s.createIndex("products_brand_price").on("products").columns(["brand_id", "status", "min_price"]).execute();
  await s.createIndex("products_featured").on("products").columns(["featured", "status"]).execute();
  await s.createIndex("products_trending").on("products").columns(["trending", "status"]).execute();
  for (const [table, col, ref2] of [
    ["product_categories", "category_id", "categories.id"],
    ["product_colors", "color_id", "colors.id"],
    ["product_sizes", "size_id", "sizes.id"]
  ]) {
    await s.createTable(table).addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade")).addColumn(col, "integer", (c) => c.notNull().references(ref2).onDelete("cascade")).addPrimaryKeyConstraint(`${table}_pk`, [col, "product_id"]).execute();
    await s.createIndex(`${table}_product`).on(table).column("product_id").execute();
  }
  await tableWithId(db, "product_variants").addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade")).addColumn("sku", "text", (c) => c.notNull().unique()).addColumn("name", "text", (c) => c.notNull()).addColumn("price", "bigint", (c) => c.notNull()).addColumn("special_price", "bigint").addColumn("color_id", "integer", (c) => c.references("colors.id")).addColumn("size_id", "integer", (c) => c.references("sizes.id")).addColumn("position", "integer", (c) => c.notNull().defaultTo(0)).addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).execute();
  await s.createIndex("product_variants_product").on("product_variants").columns(["product_id", "position"]).execute();
  await tableWithId(db, "product_images").addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade")).addColumn("variant_id", "integer", (c) => c.references("product_variants.id").onDelete("cascade")).addColumn("path", "text", (c) => c.notNull()).addColumn("position", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await s.createIndex("product_images_product").on("product_images").columns(["product_id", "position"]).execute();
  await s.createTable("related_products").addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade")).addColumn("related_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade")).addPrimaryKeyConstraint("related_products_pk", ["product_id", "related_id"]).execute();
  await tableWithId(db, "campaigns").addColumn("slug", "text", (c) => c.notNull().unique()).addColumn("title", "text", (c) => c.notNull()).addColumn("short_description", "text").addColumn("image", "text").addColumn("discount_type", "text", (c) => c.notNull()).addColumn("discount", "bigint", (c) => c.notNull()).addColumn("starts_at", "text", (c) => c.notNull()).addColumn("ends_at", "text", (c) => c.notNull()).addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).addColumn("is_flash", "integer", (c) => c.notNull().defaultTo(0)).addColumn("created_at", "text", (c) => c.notNull().defaultTo(now)).execute();
  for (const [table, col, ref2] of [
    ["campaign_products", "product_id", "products.id"],
    ["campaign_categories", "category_id", "categories.id"],
    ["campaign_brands", "brand_id", "brands.id"]
  ]) {
    await s.createTable(table).addColumn("campaign_id", "integer", (c) => c.notNull().references("campaigns.id").onDelete("cascade")).addColumn(col, "integer", (c) => c.notNull().references(ref2).onDelete("cascade")).addPrimaryKeyConstraint(`${table}_pk`, ["campaign_id", col]).execute();
    await s.createIndex(`${table}_${col}`).on(table).column(col).execute();
  }
  await tableWithId(db, "flash_deals").addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade")).addColumn("top_deal", "integer", (c) => c.notNull().defaultTo(0)).addColumn("position", "integer", (c) => c.notNull().defaultTo(0)).addColumn("starts_at", "text", (c) => c.notNull()).addColumn("ends_at", "text", (c) => c.notNull()).execute();
  await s.createIndex("flash_deals_window").on("flash_deals").columns(["ends_at", "starts_at"]).execute();
  await tableWithId(db, "customers").addColumn("first_name", "text", (c) => c.notNull()).addColumn("last_name", "text", (c) => c.notNull()).addColumn("email", "text", (c) => c.notNull().unique()).addColumn("phone", "text", (c) => c.notNull().unique()).addColumn("password_hash", "text", (c) => c.notNull()).addColumn("is_subscribed", "integer", (c) => c.notNull().defaultTo(0)).addColumn("gender", "text").addColumn("date_of_birth", "text").addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).addColumn("created_at", "text", (c) => c.notNull().defaultTo(now)).execute();
  await s.createTable("login_throttle").addColumn("key", "text", (c) => c.primaryKey()).addColumn("failures", "integer", (c) => c.notNull()).addColumn("blocked_until", "text").addColumn("updated_at", "text", (c) => c.notNull()).execute();
  await tableWithId(db, "carts").addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("cascade")).addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1)).addColumn("coupon_code", "text").addColumn("created_at", "text", (c) => c.notNull().defaultTo(now)).addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now)).execute();
  await s.createIndex("carts_customer").on("carts").columns(["customer_id", "is_active"]).execute();
  await tableWithId(db, "cart_items").addColumn("cart_id", "integer", (c) => c.notNull().references("carts.id").onDelete("cascade")).addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade")).addColumn("variant_id", "integer", (c) => c.references("product_variants.id").onDelete("cascade")).addColumn("quantity", "integer", (c) => c.notNull()).addColumn("campaign_id", "integer", (c) => c.references("campaigns.id").onDelete("set null")).addColumn("created_at", "text", (c) => c.notNull().defaultTo(now)).execute();
  await s.createIndex("cart_items_cart").on("cart_items").column("cart_id").execute();
  for (const table of ["wishlist_items", "compare_items"]) {
    await tableWithId(db, table).addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade")).addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade")).addColumn("created_at", "text", (c) => c.notNull().defaultTo(now)).addUniqueConstraint(`${table}_unique`, ["customer_id", "product_id"]).execute();
  }
  await tableWithId(db, "addresses").addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade")).addColumn("company_name", "text").addColumn("first_name", "text", (c) => c.notNull()).addColumn("last_name", "text", (c) => c.notNull()).addColumn("email", "text").addColumn("phone", "text", (c) => c.notNull()).addColumn("address", "text", (c) => c.notNull()).addColumn("country", "text", (c) => c.notNull()).addColumn("state", "text", (c) => c.notNull()).addColumn("city", "text", (c) => c.notNull()).addColumn("area", "text").addColumn("postcode", "text", (c) => c.notNull()).addColumn("city_id", "integer").addColumn("zone_id", "integer").addColumn("area_id", "integer").addColumn("vat_id", "text").addColumn("default_address", "integer", (c) => c.notNull().defaultTo(0)).addColumn("created_at", "text", (c) => c.notNull().defaultTo(now)).execute();
  await s.createIndex("addresses_customer").on("addresses").column("customer_id").execute();
  await tableWithId(db, "coupons").addColumn("code", "text", (c) => c.notNull().unique()).addColumn("type", "text", (c) => c.notNull()).addColumn("value", "bigint", (c) => c.notNull()).addColumn("min_order", "bigint", (c) => c.notNull().defaultTo(0)).addColumn("max_discount", "bigint").addColumn("starts_at", "text").addColumn("expires_at", "text").addColumn("usage_limit", "integer").addColumn("times_used", "integer", (c) => c.notNull().defaultTo(0)).addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).execute();
  await tableWithId(db, "orders").addColumn("increment_id", "text", (c) => c.notNull().unique()).addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id")).addColumn("status", "text", (c) => c.notNull()).addColumn("cart_id", "integer", (c) => c.notNull().unique().references("carts.id")).addColumn("customer_first_name", "text", (c) => c.notNull()).addColumn("customer_last_name", "text", (c) => c.notNull()).addColumn("customer_email", "text", (c) => c.notNull()).addColumn("customer_phone", "text", (c) => c.notNull()).addColumn("shipping_method", "text", (c) => c.notNull()).addColumn("shipping_title", "text", (c) => c.notNull()).addColumn("payment_method", "text", (c) => c.notNull()).addColumn("payment_title", "text", (c) => c.notNull()).addColumn("coupon_code", "text").addColumn("sub_total", "bigint", (c) => c.notNull()).addColumn("discount_amount", "bigint", (c) => c.notNull()).addColumn("shipping_amount", "bigint", (c) => c.notNull()).addColumn("tax_amount", "bigint", (c) => c.notNull()).addColumn("grand_total", "bigint", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull().defaultTo(now)).execute();
  await s.createIndex("orders_customer").on("orders").columns(["customer_id", "id"]).execute();
  await tableWithId(db, "order_items").addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade")).addColumn("product_id", "integer", (c) => c.notNull()).addColumn("variant_id", "integer").addColumn("sku", "text", (c) => c.notNull()).addColumn("name", "text", (c) => c.notNull()).addColumn("price", "bigint", (c) => c.notNull()).addColumn("qty_ordered", "integer", (c) => c.notNull()).addColumn("total", "bigint", (c) => c.notNull()).addColumn("tax_percent", "integer", (c) => c.notNull().defaultTo(0)).addColumn("tax_amount", "bigint", (c) => c.notNull().defaultTo(0)).execute();
  await s.createIndex("order_items_order").on("order_items").column("order_id").execute();
  await tableWithId(db, "order_addresses").addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade")).addColumn("address_type", "text", (c) => c.notNull()).addColumn("first_name", "text", (c) => c.notNull()).addColumn("last_name", "text", (c) => c.notNull()).addColumn("email", "text").addColumn("phone", "text", (c) => c.notNull()).addColumn("address1", "text", (c) => c.notNull()).addColumn("city", "text", (c) => c.notNull()).addColumn("state", "text", (c) => c.notNull()).addColumn("area", "text").addColumn("postcode", "text", (c) => c.notNull()).addColumn("country", "text", (c) => c.notNull()).addColumn("city_id", "integer").addColumn("zone_id", "integer").addColumn("area_id", "integer").execute();
}
async function down2() {
  throw new Error("001_core is the base schema; restore a backup instead of migrating down");
}

// server/db/migrations/002_catalog_indexes.ts
var catalog_indexes_exports = {};
__export(catalog_indexes_exports, {
  down: () => down3,
  up: () => up3
});
async function up3(db) {
  await db.schema.createIndex("products_search").on("products").columns(["status", "name", "sku", "id"]).execute();
  await db.schema.createIndex("products_status_newest").on("products").columns(["status", "id"]).execute();
}
async function down3(db) {
  await db.schema.dropIndex("products_status_newest").execute();
  await db.schema.dropIndex("products_search").execute();
}

// server/db/migrations/003_cart_uniques.ts
var cart_uniques_exports = {};
__export(cart_uniques_exports, {
  down: () => down4,
  up: () => up4
});
var import_kysely16 = require("kysely");
async function up4(db) {
  await import_kysely16.sql`CREATE UNIQUE INDEX carts_one_open_per_customer ON carts (customer_id) WHERE is_active = 1 AND customer_id IS NOT NULL`.execute(db);
  await import_kysely16.sql`CREATE UNIQUE INDEX cart_items_one_line ON cart_items (cart_id, product_id, (coalesce(variant_id, 0)))`.execute(db);
}
async function down4(db) {
  await import_kysely16.sql`DROP INDEX cart_items_one_line`.execute(db);
  await import_kysely16.sql`DROP INDEX carts_one_open_per_customer`.execute(db);
}

// server/db/migrations/004_reviews.ts
var reviews_exports = {};
__export(reviews_exports, {
  down: () => down5,
  up: () => up5
});
var import_kysely17 = require("kysely");
async function up5(db) {
  await tableWithId(db, "reviews").addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade")).addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade")).addColumn("title", "text", (c) => c.notNull()).addColumn("comment", "text", (c) => c.notNull()).addColumn("rating", "integer", (c) => c.notNull()).addColumn("photos", "text", (c) => c.notNull().defaultTo("[]")).addColumn("created_at", "text", (c) => c.notNull().defaultTo(nowDefault(db))).addUniqueConstraint("reviews_one_per_customer", ["customer_id", "product_id"]).addCheckConstraint("reviews_rating_range", import_kysely17.sql`rating between 1 and 5`).execute();
  await db.schema.createIndex("reviews_product_newest").on("reviews").columns(["product_id", "created_at", "id"]).execute();
  await db.schema.alterTable("products").addColumn("reviews_count", "integer", (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("products").addColumn("rating_total", "integer", (c) => c.notNull().defaultTo(0)).execute();
}
async function down5(db) {
  await db.schema.alterTable("products").dropColumn("rating_total").execute();
  await db.schema.alterTable("products").dropColumn("reviews_count").execute();
  await db.schema.dropTable("reviews").execute();
}

// server/db/migrations/005_blog_careers.ts
var blog_careers_exports = {};
__export(blog_careers_exports, {
  down: () => down6,
  up: () => up6
});
async function up6(db) {
  const now = nowDefault(db);
  const s = db.schema;
  await tableWithId(db, "blog_categories").addColumn("name", "text", (c) => c.notNull()).addColumn("slug", "text", (c) => c.notNull().unique()).addColumn("position", "integer", (c) => c.notNull().defaultTo(0)).addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).execute();
  await tableWithId(db, "blogs").addColumn("category_id", "integer", (c) => c.references("blog_categories.id").onDelete("set null")).addColumn("title", "text", (c) => c.notNull()).addColumn("slug", "text", (c) => c.notNull().unique()).addColumn("description", "text", (c) => c.notNull()).addColumn("thumbnail", "text", (c) => c.notNull().defaultTo("[]")).addColumn("banner", "text", (c) => c.notNull().defaultTo("[]")).addColumn("author_name", "text", (c) => c.notNull()).addColumn("featured", "integer", (c) => c.notNull().defaultTo(0)).addColumn("trending", "integer", (c) => c.notNull().defaultTo(0)).addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).addColumn("created_at", "text", (c) => c.notNull().defaultTo(now)).execute();
  await s.createIndex("blogs_status_created").on("blogs").columns(["status", "created_at"]).execute();
  await s.createIndex("blogs_category").on("blogs").columns(["category_id", "status", "created_at"]).execute();
  await tableWithId(db, "blog_comments").addColumn("blog_id", "integer", (c) => c.notNull().references("blogs.id").onDelete("cascade")).addColumn("customer_id", "integer", (c) => c.references("customers.id").onDelete("set null")).addColumn("name", "text", (c) => c.notNull()).addColumn("email", "text", (c) => c.notNull()).addColumn("comment", "text", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull().defaultTo(now)).execute();
  await s.createIndex("blog_comments_blog").on("blog_comments").columns(["blog_id", "id"]).execute();
  await tableWithId(db, "content_pages").addColumn("slug", "text", (c) => c.notNull().unique()).addColumn("title", "text", (c) => c.notNull()).addColumn("html", "text", (c) => c.notNull()).addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).addColumn("updated_at", "text", (c) => c.notNull().defaultTo(now)).execute();
  await tableWithId(db, "job_posts").addColumn("title", "text", (c) => c.notNull()).addColumn("slug", "text", (c) => c.notNull().unique()).addColumn("department", "text", (c) => c.notNull()).addColumn("location", "text", (c) => c.notNull()).addColumn("job_type", "text", (c) => c.notNull()).addColumn("deadline", "text", (c) => c.notNull()).addColumn("description", "text", (c) => c.notNull()).addColumn("status", "integer", (c) => c.notNull().defaultTo(1)).addColumn("created_at", "text", (c) => c.notNull().defaultTo(now)).execute();
  await s.createIndex("job_posts_deadline").on("job_posts").columns(["status", "deadline"]).execute();
  await tableWithId(db, "resumes").addColumn("job_post_id", "integer", (c) => c.notNull().references("job_posts.id").onDelete("cascade")).addColumn("name", "text", (c) => c.notNull()).addColumn("email", "text", (c) => c.notNull()).addColumn("phone", "text", (c) => c.notNull()).addColumn("experience", "integer", (c) => c.notNull()).addColumn("dob", "text", (c) => c.notNull()).addColumn("expected_salary", "bigint", (c) => c.notNull()).addColumn("address", "text", (c) => c.notNull()).addColumn("message", "text").addColumn("cv", isPostgres(db) ? "bytea" : "blob", (c) => c.notNull()).addColumn("cv_type", "text", (c) => c.notNull()).addColumn("cv_size", "integer", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull().defaultTo(now)).execute();
  await s.createIndex("resumes_job_post").on("resumes").columns(["job_post_id", "id"]).execute();
  await s.createTable("rate_limits").addColumn("key", "text", (c) => c.primaryKey()).addColumn("hits", "integer", (c) => c.notNull()).addColumn("window_started_at", "text", (c) => c.notNull()).execute();
}
async function down6(db) {
  for (const table of ["rate_limits", "resumes", "job_posts", "content_pages", "blog_comments", "blogs", "blog_categories"]) {
    await db.schema.dropTable(table).execute();
  }
}

// server/db/migrations/007_guest_cart_owner.ts
var guest_cart_owner_exports = {};
__export(guest_cart_owner_exports, {
  down: () => down7,
  up: () => up7
});
var import_kysely18 = require("kysely");
async function up7(db) {
  await db.schema.alterTable("carts").addColumn("guest_key", "text").execute();
  await import_kysely18.sql`CREATE UNIQUE INDEX carts_one_open_per_guest ON carts (guest_key) WHERE is_active = 1 AND customer_id IS NULL AND guest_key IS NOT NULL`.execute(db);
}
async function down7(db) {
  await import_kysely18.sql`DROP INDEX carts_one_open_per_guest`.execute(db);
  await db.schema.alterTable("carts").dropColumn("guest_key").execute();
}

// server/db/migrations/008_order_status_events.ts
var order_status_events_exports = {};
__export(order_status_events_exports, {
  down: () => down8,
  up: () => up8
});
var import_kysely19 = require("kysely");
async function up8(db) {
  await tableWithId(db, "order_status_events").addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade")).addColumn("status", "text", (c) => c.notNull()).addColumn("created_at", "text", (c) => c.notNull()).execute();
  await db.schema.createIndex("order_status_events_order").on("order_status_events").columns(["order_id", "id"]).execute();
  await import_kysely19.sql`INSERT INTO order_status_events (order_id, status, created_at) SELECT id, 'pending', created_at FROM orders ORDER BY id`.execute(db);
}
async function down8(db) {
  await db.schema.dropTable("order_status_events").execute();
}

// server/db/migrations/010_effective_price_words.ts
var effective_price_words_exports = {};
__export(effective_price_words_exports, {
  down: () => down9,
  up: () => up9
});
var import_kysely20 = require("kysely");
var PRICE_INPUTS = [
  ["products", "price, special_price, brand_id, type"],
  ["product_variants", "product_id, price, special_price, position, status"],
  ["product_categories", null],
  ["campaigns", null],
  ["campaign_products", null],
  ["campaign_categories", null],
  ["campaign_brands", null]
];
var MARK_CHANGED = `UPDATE price_marks SET counter = counter + 1 WHERE name = 'changed'`;
async function up9(db) {
  const run = (text7) => import_kysely20.sql.raw(text7).execute(db);
  const postgres = isPostgres(db);
  await db.schema.createTable("product_prices").addColumn("product_id", "integer", (c) => c.primaryKey().references("products.id").onDelete("cascade")).addColumn("effective_price", "bigint", (c) => c.notNull()).execute();
  await db.schema.createIndex("product_prices_effective").on("product_prices").columns(["effective_price", "product_id"]).execute();
  await db.schema.createTable("price_marks").addColumn("name", "varchar(16)", (c) => c.primaryKey()).addColumn("counter", "bigint", (c) => c.notNull()).addColumn("valid_from", "text", (c) => c.notNull().defaultTo("")).addColumn("valid_until", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.insertInto("price_marks").values([{ name: "changed", counter: 0 }, { name: "priced", counter: -1 }]).execute();
  if (postgres) {
    await run(`CREATE FUNCTION price_inputs_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${MARK_CHANGED}; RETURN NULL; END $$`);
    for (const [table, columns] of PRICE_INPUTS) {
      const events = columns ? `INSERT OR DELETE OR UPDATE OF ${columns}` : "INSERT OR DELETE OR UPDATE";
      await run(`CREATE TRIGGER ${table}_price_inputs AFTER ${events} ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION price_inputs_changed()`);
    }
    await run(`CREATE INDEX products_name_words ON products USING gin (to_tsvector('simple', name))`);
    await run(`CREATE TABLE product_words (word text PRIMARY KEY)`);
    await run(`CREATE FUNCTION product_words_add() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO product_words (word) SELECT DISTINCT w FROM new_rows, unnest(tsvector_to_array(to_tsvector('simple', new_rows.name))) AS w
        ON CONFLICT DO NOTHING;
      RETURN NULL; END $$`);
    await run(`CREATE TRIGGER product_words_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_words_add()`);
    await run(`CREATE FUNCTION product_words_rename() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO product_words (word) SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple', NEW.name))) AS w
        ON CONFLICT DO NOTHING;
      RETURN NULL; END $$`);
    await run(`CREATE TRIGGER product_words_update AFTER UPDATE OF name ON products FOR EACH ROW EXECUTE FUNCTION product_words_rename()`);
    await run(`INSERT INTO product_words (word) SELECT DISTINCT w FROM products, unnest(tsvector_to_array(to_tsvector('simple', products.name))) AS w`);
  } else {
    for (const [table, columns] of PRICE_INPUTS) {
      const events = ["INSERT", "DELETE", columns ? `UPDATE OF ${columns}` : "UPDATE"];
      for (const event of events) {
        await run(`CREATE TRIGGER ${table}_price_inputs_${event.split(" ")[0].toLowerCase()} AFTER ${event} ON ${table} BEGIN ${MARK_CHANGED}; END`);
      }
    }
    await run(`CREATE VIRTUAL TABLE product_word_index USING fts5(name, content='products', content_rowid='id', tokenize='unicode61 remove_diacritics 2', detail=none, columnsize=0)`);
    await run(`CREATE VIRTUAL TABLE product_words USING fts5vocab(product_word_index, 'row')`);
    await run(`CREATE TRIGGER product_word_index_insert AFTER INSERT ON products BEGIN
      INSERT INTO product_word_index(rowid, name) VALUES (new.id, new.name); END`);
    await run(`CREATE TRIGGER product_word_index_delete AFTER DELETE ON products BEGIN
      INSERT INTO product_word_index(product_word_index, rowid, name) VALUES ('delete', old.id, old.name); END`);
    await run(`CREATE TRIGGER product_word_index_update AFTER UPDATE OF name ON products BEGIN
      INSERT INTO product_word_index(product_word_index, rowid, name) VALUES ('delete', old.id, old.name);
      INSERT INTO product_word_index(rowid, name) VALUES (new.id, new.name); END`);
    await run(`INSERT INTO product_word_index(product_word_index) VALUES ('rebuild')`);
  }
}
async function down9(db) {
  const run = (text7) => import_kysely20.sql.raw(text7).execute(db);
  if (isPostgres(db)) {
    for (const trigger of ["product_words_insert", "product_words_update"]) await run(`DROP TRIGGER ${trigger} ON products`);
    await run("DROP FUNCTION product_words_add()");
    await run("DROP FUNCTION product_words_rename()");
    await run("DROP TABLE product_words");
    await run("DROP INDEX products_name_words");
    for (const [table] of PRICE_INPUTS) await run(`DROP TRIGGER ${table}_price_inputs ON ${table}`);
    await run("DROP FUNCTION price_inputs_changed()");
  } else {
    for (const trigger of ["product_word_index_insert", "product_word_index_delete", "product_word_index_update"]) await run(`DROP TRIGGER ${trigger}`);
    await run("DROP TABLE product_words");
    await run("DROP TABLE product_word_index");
    for (const [table] of PRICE_INPUTS) for (const event of ["insert", "delete", "update"]) await run(`DROP TRIGGER ${table}_price_inputs_${event}`);
  }
  await db.schema.dropTable("price_marks").execute();
  await db.schema.dropTable("product_prices").execute();
}

// server/db/migrations/011_bangla_names.ts
var bangla_names_exports = {};
__export(bangla_names_exports, {
  down: () => down10,
  up: () => up10
});
var import_kysely21 = require("kysely");
var TABLES = ["categories", "brands", "products"];
async function up10(db) {
  for (const table of TABLES) await db.schema.alterTable(table).addColumn("name_bn", "text").execute();
  if (isPostgres(db)) {
    await import_kysely21.sql.raw(`CREATE INDEX products_name_bn_trgm ON products USING gin (name_bn ${TRGM_SCHEMA}.gin_trgm_ops)`).execute(db);
    return;
  }
  await db.schema.dropIndex("products_search").execute();
  await db.schema.createIndex("products_search").on("products").columns(["status", "name", "name_bn", "sku", "id"]).execute();
  await nameIndex(db, ["name", "name_bn"]);
}
async function nameIndex(db, columns) {
  const run = (text7) => import_kysely21.sql.raw(text7).execute(db);
  for (const t of ["product_names_insert", "product_names_delete", "product_names_update"]) await run(`DROP TRIGGER ${t}`);
  await run("DROP TABLE product_names");
  const list = columns.join(", ");
  const of = (row) => columns.map((c) => `${row}.${c}`).join(", ");
  await run(`CREATE VIRTUAL TABLE product_names USING fts5(${list}, content='products', content_rowid='id', tokenize='trigram')`);
  await run(`CREATE TRIGGER product_names_insert AFTER INSERT ON products BEGIN
    INSERT INTO product_names(rowid, ${list}) VALUES (new.id, ${of("new")}); END`);
  await run(`CREATE TRIGGER product_names_delete AFTER DELETE ON products BEGIN
    INSERT INTO product_names(product_names, rowid, ${list}) VALUES ('delete', old.id, ${of("old")}); END`);
  await run(`CREATE TRIGGER product_names_update AFTER UPDATE OF ${list} ON products BEGIN
    INSERT INTO product_names(product_names, rowid, ${list}) VALUES ('delete', old.id, ${of("old")});
    INSERT INTO product_names(rowid, ${list}) VALUES (new.id, ${of("new")}); END`);
  await run(`INSERT INTO product_names(product_names) VALUES ('rebuild')`);
}
async function down10(db) {
  if (isPostgres(db)) {
    await import_kysely21.sql.raw("DROP INDEX products_name_bn_trgm").execute(db);
  } else {
    await nameIndex(db, ["name"]);
    await db.schema.dropIndex("products_search").execute();
    await db.schema.createIndex("products_search").on("products").columns(["status", "name", "sku", "id"]).execute();
  }
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn("name_bn").execute();
}

// server/db/migrations/012_bangla_name_words.ts
var bangla_name_words_exports = {};
__export(bangla_name_words_exports, {
  down: () => down11,
  up: () => up11
});
var import_kysely22 = require("kysely");
var ZWNJ = "\u200C";
var ZWJ = "\u200D";
async function up11(db) {
  const run = (text7) => import_kysely22.sql.raw(text7).execute(db);
  if (isPostgres(db)) {
    await run(`CREATE FUNCTION bangla_words(name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(DISTINCT m[1]), '{}') FROM regexp_matches(coalesce(name, ''), '([\u0980-\u09FF${ZWNJ}${ZWJ}]+)', 'g') AS m $$`);
    await run(`CREATE INDEX products_name_bn_words ON products USING gin (bangla_words(name_bn))`);
    await run(`CREATE TABLE product_words_bn (word text PRIMARY KEY)`);
    await run(`CREATE FUNCTION product_words_bn_add() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO product_words_bn (word) SELECT DISTINCT w FROM new_rows, unnest(bangla_words(new_rows.name_bn)) AS w ON CONFLICT DO NOTHING;
      RETURN NULL; END $$`);
    await run(`CREATE TRIGGER product_words_bn_insert AFTER INSERT ON products REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION product_words_bn_add()`);
    await run(`CREATE FUNCTION product_words_bn_rename() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO product_words_bn (word) SELECT unnest(bangla_words(NEW.name_bn)) ON CONFLICT DO NOTHING;
      RETURN NULL; END $$`);
    await run(`CREATE TRIGGER product_words_bn_update AFTER UPDATE OF name_bn ON products FOR EACH ROW EXECUTE FUNCTION product_words_bn_rename()`);
    await run(`INSERT INTO product_words_bn (word) SELECT DISTINCT w FROM products, unnest(bangla_words(products.name_bn)) AS w`);
    return;
  }
  await run(`CREATE VIRTUAL TABLE product_word_index_bn USING fts5(name_bn, content='products', content_rowid='id',
    tokenize="unicode61 remove_diacritics 0 categories 'L* N* Co M*' tokenchars '${ZWNJ}${ZWJ}'", detail=none, columnsize=0)`);
  await run(`CREATE VIRTUAL TABLE product_words_bn USING fts5vocab(product_word_index_bn, 'row')`);
  await run(`CREATE TRIGGER product_word_index_bn_insert AFTER INSERT ON products BEGIN
    INSERT INTO product_word_index_bn(rowid, name_bn) VALUES (new.id, new.name_bn); END`);
  await run(`CREATE TRIGGER product_word_index_bn_delete AFTER DELETE ON products BEGIN
    INSERT INTO product_word_index_bn(product_word_index_bn, rowid, name_bn) VALUES ('delete', old.id, old.name_bn); END`);
  await run(`CREATE TRIGGER product_word_index_bn_update AFTER UPDATE OF name_bn ON products BEGIN
    INSERT INTO product_word_index_bn(product_word_index_bn, rowid, name_bn) VALUES ('delete', old.id, old.name_bn);
    INSERT INTO product_word_index_bn(rowid, name_bn) VALUES (new.id, new.name_bn); END`);
  await run(`INSERT INTO product_word_index_bn(product_word_index_bn) VALUES ('rebuild')`);
}
async function down11(db) {
  const run = (text7) => import_kysely22.sql.raw(text7).execute(db);
  if (isPostgres(db)) {
    for (const trigger of ["product_words_bn_insert", "product_words_bn_update"]) await run(`DROP TRIGGER ${trigger} ON products`);
    await run("DROP FUNCTION product_words_bn_add()");
    await run("DROP FUNCTION product_words_bn_rename()");
    await run("DROP TABLE product_words_bn");
    await run("DROP INDEX products_name_bn_words");
    await run("DROP FUNCTION bangla_words(text)");
    return;
  }
  for (const trigger of ["product_word_index_bn_insert", "product_word_index_bn_delete", "product_word_index_bn_update"]) await run(`DROP TRIGGER ${trigger}`);
  await run("DROP TABLE product_words_bn");
  await run("DROP TABLE product_word_index_bn");
}

// server/db/migrations/013_cart_touch.ts
var cart_touch_exports = {};
__export(cart_touch_exports, {
  down: () => down12,
  up: () => up12
});
var import_kysely23 = require("kysely");
async function up12(db) {
  const run = (text7) => import_kysely23.sql.raw(text7).execute(db);
  const now = nowDefault(db).compile(db).sql;
  if (isPostgres(db)) {
    await run(`CREATE FUNCTION cart_lines_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE carts SET updated_at = ${now} WHERE id IN (NEW.cart_id, OLD.cart_id) AND updated_at <> ${now};
        RETURN NULL;
      END $$`);
    await run("CREATE TRIGGER cart_items_touch_cart AFTER INSERT OR UPDATE OR DELETE ON cart_items FOR EACH ROW EXECUTE FUNCTION cart_lines_changed()");
    return;
  }
  await run(`CREATE TRIGGER cart_items_added AFTER INSERT ON cart_items BEGIN UPDATE carts SET updated_at = ${now} WHERE id = NEW.cart_id; END`);
  await run(`CREATE TRIGGER cart_items_changed AFTER UPDATE ON cart_items BEGIN UPDATE carts SET updated_at = ${now} WHERE id IN (NEW.cart_id, OLD.cart_id); END`);
  await run(`CREATE TRIGGER cart_items_removed AFTER DELETE ON cart_items BEGIN UPDATE carts SET updated_at = ${now} WHERE id = OLD.cart_id; END`);
}
async function down12(db) {
  const run = (text7) => import_kysely23.sql.raw(text7).execute(db);
  if (isPostgres(db)) {
    await run("DROP TRIGGER cart_items_touch_cart ON cart_items");
    await run("DROP FUNCTION cart_lines_changed()");
    return;
  }
  for (const name of ["cart_items_added", "cart_items_changed", "cart_items_removed"]) await run(`DROP TRIGGER ${name}`);
}

// server/db/migrations/014_order_number.ts
var order_number_exports = {};
__export(order_number_exports, {
  down: () => down13,
  up: () => up13
});
var import_kysely24 = require("kysely");
async function up13(db) {
  const run = (text7) => import_kysely24.sql.raw(text7).execute(db);
  if (isPostgres(db)) {
    await run(`CREATE FUNCTION order_number() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.increment_id LIKE 'pending-%' THEN NEW.increment_id := 'HT-' || (100000 + NEW.id); END IF;
        RETURN NEW;
      END $$`);
    await run("CREATE TRIGGER orders_number BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION order_number()");
    return;
  }
  await run(`CREATE TRIGGER orders_number AFTER INSERT ON orders WHEN NEW.increment_id LIKE 'pending-%'
    BEGIN UPDATE orders SET increment_id = 'HT-' || (100000 + NEW.id) WHERE id = NEW.id; END`);
}
async function down13(db) {
  const run = (text7) => import_kysely24.sql.raw(text7).execute(db);
  if (isPostgres(db)) {
    await run("DROP TRIGGER orders_number ON orders");
    await run("DROP FUNCTION order_number()");
    return;
  }
  await run("DROP TRIGGER orders_number");
}

// server/db/migrations/020_name_word_marks.ts
var name_word_marks_exports = {};
__export(name_word_marks_exports, {
  down: () => down14,
  up: () => up14
});
var import_kysely25 = require("kysely");
var BUMP = "UPDATE name_word_marks SET counter = counter + 1";
async function up14(db) {
  if (isPostgres(db)) return;
  const run = (text7) => import_kysely25.sql.raw(text7).execute(db);
  await run("CREATE TABLE name_word_marks (counter integer NOT NULL)");
  await run("INSERT INTO name_word_marks (counter) VALUES (0)");
  await run(`CREATE TRIGGER name_word_marks_insert AFTER INSERT ON products BEGIN ${BUMP}; END`);
  await run(`CREATE TRIGGER name_word_marks_delete AFTER DELETE ON products BEGIN ${BUMP}; END`);
  await run(`CREATE TRIGGER name_word_marks_rename AFTER UPDATE OF name, name_bn ON products BEGIN ${BUMP}; END`);
}
async function down14(db) {
  if (isPostgres(db)) return;
  const run = (text7) => import_kysely25.sql.raw(text7).execute(db);
  for (const event of ["insert", "delete", "rename"]) await run(`DROP TRIGGER name_word_marks_${event}`);
  await run("DROP TABLE name_word_marks");
}

// server/db/migrations/021_sold_count_lock_order.ts
var sold_count_lock_order_exports = {};
__export(sold_count_lock_order_exports, {
  down: () => down15,
  up: () => up15
});
var import_kysely26 = require("kysely");
var body = (lockFirst) => `
    DECLARE sign integer := CASE WHEN NEW.status = 'cancelled' THEN -1 ELSE 1 END;
    BEGIN
      IF (OLD.status = 'cancelled') <> (NEW.status = 'cancelled') THEN
        ${lockFirst ? "PERFORM 1 FROM products WHERE id IN (SELECT product_id FROM order_items WHERE order_id = NEW.id) ORDER BY id FOR NO KEY UPDATE;" : ""}
        UPDATE products p SET sold_count = p.sold_count + sign * i.qty
          FROM (SELECT product_id, sum(qty_ordered) AS qty FROM order_items WHERE order_id = NEW.id GROUP BY product_id) i
          WHERE p.id = i.product_id;
      END IF;
      RETURN NEW;
    END`;
async function up15(db) {
  if (isPostgres(db)) await import_kysely26.sql.raw(`CREATE OR REPLACE FUNCTION sold_count_order() RETURNS trigger LANGUAGE plpgsql AS $$${body(true)} $$`).execute(db);
}
async function down15(db) {
  if (isPostgres(db)) await import_kysely26.sql.raw(`CREATE OR REPLACE FUNCTION sold_count_order() RETURNS trigger LANGUAGE plpgsql AS $$${body(false)} $$`).execute(db);
}

// server/db/migrations/022_sold_count_changes.ts
var sold_count_changes_exports = {};
__export(sold_count_changes_exports, {
  down: () => down16,
  up: () => up16
});
var import_kysely27 = require("kysely");
async function up16(db) {
  const run = (text7) => import_kysely27.sql.raw(text7).execute(db);
  await db.schema.createTable("sold_count_changes").addColumn("product_id", "integer", (c) => c.notNull()).addColumn("qty", "integer", (c) => c.notNull()).execute();
  if (isPostgres(db)) {
    await run(`CREATE OR REPLACE FUNCTION sold_count_item() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO sold_count_changes (product_id, qty) SELECT NEW.product_id, NEW.qty_ordered
            WHERE (SELECT status FROM orders WHERE id = NEW.order_id) <> 'cancelled';
          RETURN NEW;
        END IF;
        INSERT INTO sold_count_changes (product_id, qty) SELECT OLD.product_id, -OLD.qty_ordered
          WHERE (SELECT status FROM orders WHERE id = OLD.order_id) <> 'cancelled';
        RETURN OLD;
      END $$`);
    await run(`CREATE OR REPLACE FUNCTION sold_count_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (OLD.status = 'cancelled') <> (NEW.status = 'cancelled') THEN
          INSERT INTO sold_count_changes (product_id, qty)
            SELECT product_id, CASE WHEN NEW.status = 'cancelled' THEN -qty_ordered ELSE qty_ordered END FROM order_items WHERE order_id = NEW.id;
        END IF;
        RETURN NEW;
      END $$`);
    return;
  }
  await sqliteTriggers(
    db,
    (product, qty) => `INSERT INTO sold_count_changes (product_id, qty) VALUES (${product}, ${qty})`,
    (sign) => `INSERT INTO sold_count_changes (product_id, qty) SELECT product_id, ${sign}qty_ordered FROM order_items WHERE order_id = new.id`
  );
}
async function sqliteTriggers(db, line, order) {
  const run = (text7) => import_kysely27.sql.raw(text7).execute(db);
  for (const name of ["insert", "delete", "cancel", "revive"]) await run(`DROP TRIGGER sold_count_${name}`);
  const live = (row) => `(select status from orders where id = ${row}.order_id) <> 'cancelled'`;
  await run(`CREATE TRIGGER sold_count_insert AFTER INSERT ON order_items WHEN ${live("new")} BEGIN ${line("new.product_id", "new.qty_ordered")}; END`);
  await run(`CREATE TRIGGER sold_count_delete AFTER DELETE ON order_items WHEN ${live("old")} BEGIN ${line("old.product_id", "-old.qty_ordered")}; END`);
  await run(`CREATE TRIGGER sold_count_cancel AFTER UPDATE OF status ON orders WHEN new.status = 'cancelled' AND old.status <> 'cancelled' BEGIN ${order("-")}; END`);
  await run(`CREATE TRIGGER sold_count_revive AFTER UPDATE OF status ON orders WHEN old.status = 'cancelled' AND new.status <> 'cancelled' BEGIN ${order("")}; END`);
}
async function down16(db) {
  await import_kysely27.sql`update products set sold_count = sold_count + (select sum(qty) from sold_count_changes c where c.product_id = products.id)
    where id in (select product_id from sold_count_changes)`.execute(db);
  if (isPostgres(db)) {
    await import_kysely27.sql.raw(`CREATE OR REPLACE FUNCTION sold_count_item() RETURNS trigger LANGUAGE plpgsql AS ${SOLD_COUNT_ITEM_BODY}`).execute(db);
    await up15(db);
  } else {
    await sqliteTriggers(
      db,
      (product, qty) => `UPDATE products SET sold_count = sold_count + ${qty} WHERE id = ${product}`,
      (sign) => `UPDATE products SET sold_count = sold_count ${sign || "+"} coalesce((select sum(qty_ordered) from order_items where order_id = new.id and product_id = products.id), 0)
        WHERE id IN (select product_id from order_items where order_id = new.id)`
    );
  }
  await db.schema.dropTable("sold_count_changes").execute();
}

// server/db/migrations/index.ts
var migrations = {
  "001_core": core_exports,
  "002_catalog_indexes": catalog_indexes_exports,
  "003_cart_uniques": cart_uniques_exports,
  "004_reviews": reviews_exports,
  "005_blog_careers": blog_careers_exports,
  "007_guest_cart_owner": guest_cart_owner_exports,
  "008_order_status_events": order_status_events_exports,
  "009_search_sort": search_sort_exports,
  "010_effective_price_words": effective_price_words_exports,
  "011_bangla_names": bangla_names_exports,
  "012_bangla_name_words": bangla_name_words_exports,
  "013_cart_touch": cart_touch_exports,
  "014_order_number": order_number_exports,
  "020_name_word_marks": name_word_marks_exports,
  "021_sold_count_lock_order": sold_count_lock_order_exports,
  "022_sold_count_changes": sold_count_changes_exports
};

// server/db/database.ts
import_pg.default.types.setTypeParser(20, Number);
import_pg.default.types.setTypeParser(1700, Number);
function openDatabase({ databaseUrl, sqlitePath, pgSchema }) {
  if (databaseUrl) {
    const options = pgSchema ? `-c search_path=${pgSchema}` : void 0;
    const pool = new import_pg.default.Pool({ connectionString: databaseUrl, max: 20, options });
    pool.on("connect", preparedStatements);
    return { db: new import_kysely28.Kysely({ dialect: new import_kysely28.PostgresDialect({ pool }) }), dialect: "postgres" };
  }
  if (sqlitePath !== ":memory:") (0, import_node_fs8.mkdirSync)(import_node_path12.default.dirname(sqlitePath), { recursive: true });
  const sqlite = new import_better_sqlite3.default(sqlitePath);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("cache_size = -65536");
  sqlite.pragma("mmap_size = 268435456");
  return { db: new import_kysely28.Kysely({ dialect: new import_kysely28.SqliteDialect({ database: withStatementCache(sqlite) }) }), dialect: "sqlite" };
}
var STATEMENT_CACHE_SIZE = 1e3;
function withStatementCache(sqlite) {
  const statements = /* @__PURE__ */ new Map();
  return {
    close: () => sqlite.close(),
    prepare(query) {
      const known = statements.get(query);
      if (known && !known.busy) return known;
      const statement = sqlite.prepare(query);
      if (!known) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statements.set(query, statement);
      }
      return statement;
    }
  };
}
var MAX_NAMED_STATEMENTS = 2e3;
var statementNames = /* @__PURE__ */ new Map();
function preparedStatements(client) {
  const query = client.query.bind(client);
  client.query = (text7, values) => {
    if (typeof text7 !== "string" || !Array.isArray(values) || !/^\s*(select|insert|update|delete|with)\b/i.test(text7)) return query(text7, values);
    let name = statementNames.get(text7);
    if (!name && statementNames.size < MAX_NAMED_STATEMENTS) statementNames.set(text7, name = `haat_${statementNames.size + 1}`);
    return name ? query({ name, text: text7, values }) : query(text7, values);
  };
}
var provider = { getMigrations: async () => migrations };
async function migrateToLatest(db, pgSchema) {
  const migrator = new import_kysely28.Migrator({ db, provider, migrationTableSchema: pgSchema, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

// server/db/seed/blogPosts/fashionCare.ts
var FASHION_CARE = [
  {
    slug: "caring-for-clothes-in-the-monsoon",
    title: "Caring for Your Clothes in the Monsoon",
    author: "Nusrat Jahan",
    daysAgo: 6,
    featured: true,
    trending: true,
    icon: "fabric",
    colour: "#0277bd",
    html: `<p>From June to September the air in most of Bangladesh is so humid that washing takes two days to dry and cupboards start to smell. A few habits keep clothes fresh through the rains.</p>
<h2>Drying</h2>
<ul>
<li>Spin or wring clothes well: the less water, the faster they dry.</li>
<li>Hang them with space between them, indoors under a fan if it is raining.</li>
<li>Never fold anything that is even slightly damp. That is how mildew starts.</li>
</ul>
<h2>Storing</h2>
<ol>
<li>Put silica gel packets or a small bag of chalk in each cupboard to absorb moisture.</li>
<li>Keep neem leaves or naphthalene balls (wrapped, away from children) against insects.</li>
<li>Open cupboards on sunny days to let the air move.</li>
<li>Keep silk and jamdani sarees wrapped in muslin, not plastic, and refold them every few weeks so the folds do not tear.</li>
</ol>
<h2>Fabrics in the rain</h2>
<p>Cotton and linen dry fastest and breathe best. Synthetic blends dry quickly too but hold smells. Avoid wearing leather shoes and denim in heavy rain: both take days to dry and can be ruined.</p>
<h2>If mildew appears</h2>
<p>Wash the piece in hot water with a little vinegar or lemon juice, then dry it in direct sun. For delicate fabric, brush the spots off outside and air it well before washing.</p>`
  },
  {
    slug: "choosing-a-wedding-saree",
    title: "Choosing a Saree for the Wedding Season",
    author: "Nusrat Jahan",
    daysAgo: 19,
    icon: "womens-fashion",
    colour: "#ad1457",
    html: `<p>Winter is wedding season, and each event calls for a different saree. Here is how to choose without buying one for every invitation.</p>
<h2>Know the fabrics</h2>
<ul>
<li><strong>Jamdani</strong>: hand-woven, light and elegant. Perfect for a daytime holud or akdh.</li>
<li><strong>Katan and Benarasi</strong>: heavy silk with rich work, for the wedding day itself.</li>
<li><strong>Rajshahi silk</strong>: softer and lighter than katan, good for receptions.</li>
<li><strong>Tangail cotton</strong>: comfortable for long family gatherings.</li>
</ul>
<h2>Colour by event</h2>
<ol>
<li><strong>Holud</strong>: yellow, orange or green.</li>
<li><strong>Wedding</strong>: deep red, maroon or golden tones if you are close family; guests often choose jewel colours.</li>
<li><strong>Reception</strong>: pastels and lighter silks.</li>
</ol>
<h2>Buying online</h2>
<p>Ask for the saree's length (usually about 5.5 metres) and whether a blouse piece is included. Colours on a screen can differ: a photo taken in daylight tells you more than a studio shot. Order early: blouses need a week or more at the tailor.</p>`
  },
  {
    slug: "panjabi-fit-guide",
    title: "Finding the Right Panjabi Fit for Eid",
    author: "Rakib Hossain",
    daysAgo: 27,
    icon: "mens-fashion",
    colour: "#5d4037",
    html: `<p>A well-fitting panjabi looks better than an expensive one that does not fit. Measuring takes five minutes.</p>
<h2>Three measurements</h2>
<ul>
<li><strong>Chest</strong>: around the widest part, under the arms. Add about four inches for a comfortable fit.</li>
<li><strong>Length</strong>: from the shoulder to just below the knee for a classic panjabi, mid-thigh for a short kurta.</li>
<li><strong>Sleeve</strong>: from the shoulder to the wrist bone.</li>
</ul>
<h2>Choosing the size</h2>
<ol>
<li>Compare your measurements with the size chart, not with the size you bought last year: brands differ.</li>
<li>Between two sizes, choose the larger. A tailor can take it in; nobody can let out a seam that is not there.</li>
<li>For slim-fit styles, go up a size if you are broad in the shoulders.</li>
</ol>
<h2>Fabric for the weather</h2>
<p>Eid falls in hot months for the next several years: cotton and cotton-linen blends are far more comfortable than silk blends in the heat. Keep the silk for evening visits.</p>`
  },
  {
    slug: "dressing-for-the-cold-wave",
    title: "Dressing for the Cold Wave in the Northern Districts",
    author: "Rakib Hossain",
    daysAgo: 60,
    icon: "fabric",
    colour: "#455a64",
    html: `<p>In January, cold waves push temperatures in Panchagarh, Dinajpur and Kurigram close to 5 \xB0C, with dense fog that hides the sun for days. Houses are built for heat, not cold, so dressing well matters.</p>
<h2>Layer, do not bulk</h2>
<ul>
<li>A thin cotton or thermal layer against the skin.</li>
<li>A sweater or fleece in the middle.</li>
<li>A windproof jacket or a thick shawl on top.</li>
</ul>
<p>Several thin layers trap more warmth than one thick one, and you can take one off at midday.</p>
<h2>Do not forget</h2>
<ol>
<li>A monkey cap or woollen hat: much of the body's heat escapes from the head.</li>
<li>Socks at night, especially for children and older people.</li>
<li>A blanket or quilt for each person; a cotton-filled lep is warmer than a thin blanket.</li>
</ol>
<h2>Help others</h2>
<p>Every winter many families in the north cannot afford warm clothes. If you have blankets or jackets you no longer use, local relief drives distribute them in December and January.</p>`
  }
];

// server/db/seed/blogPosts/homeLiving.ts
var HOME_LIVING = [
  {
    slug: "keeping-your-home-cool",
    title: "Keeping Your Home Cool in a Dhaka Summer",
    author: "Sadia Islam",
    daysAgo: 8,
    trending: true,
    icon: "fan",
    colour: "#ef6c00",
    html: `<p>April and May bring temperatures near 40 \xB0C and little relief at night. An air conditioner is not the only answer, and it is the most expensive one.</p>
<h2>Keep the heat out</h2>
<ul>
<li>Close curtains on the sunny side of the house in the afternoon. Light-coloured curtains reflect more heat.</li>
<li>Open windows early in the morning and late in the evening, when the air outside is cooler.</li>
<li>Plants on a balcony or roof shade walls and cool the air around them.</li>
</ul>
<h2>Move the air</h2>
<ol>
<li>A ceiling fan uses a fraction of an AC's power. Clean its blades: dust slows it down.</li>
<li>A pedestal fan next to a window pulls cooler air in at night.</li>
<li>A rechargeable fan keeps a room bearable during load-shedding.</li>
</ol>
<h2>If you use an air conditioner</h2>
<ul>
<li>Set it to 25 or 26 \xB0C: each degree lower adds several percent to the bill.</li>
<li>Use a fan together with it to spread the cool air.</li>
<li>Clean the filter every two weeks in summer.</li>
<li>Choose an inverter model when you buy: it uses noticeably less electricity.</li>
</ul>
<p>Finally, drink plenty of water, and check on older neighbours during a heat wave.</p>`
  },
  {
    slug: "ramadan-kitchen-prep",
    title: "Getting Your Kitchen Ready for Ramadan",
    author: "Farhana Akter",
    daysAgo: 14,
    featured: true,
    icon: "pot",
    colour: "#558b2f",
    html: `<p>During Ramadan the kitchen works hardest just before iftar and again at sehri. A week of preparation makes the month calmer.</p>
<h2>Stock the pantry</h2>
<ul>
<li><strong>Chickpeas and lentils</strong> for chola and piyaju.</li>
<li><strong>Flattened rice (chira), puffed rice (muri)</strong> and dates.</li>
<li><strong>Gram flour (besan)</strong> for beguni and piyaju.</li>
<li><strong>Rice, oil, sugar and onions</strong>: buy early, prices usually rise as the month approaches.</li>
</ul>
<h2>Prepare ahead</h2>
<ol>
<li>Soak and boil chickpeas in bulk, then keep them in the freezer in iftar-sized portions.</li>
<li>Make a jar of ginger-garlic paste for the week.</li>
<li>Freeze cut vegetables and marinated chicken for quick sehri meals.</li>
</ol>
<h2>Tools that save time</h2>
<p>A blender for juices and pastes, a non-stick frying pan for fritters and a good pressure cooker for lentils and meat pay for themselves within the month. A large water filter saves trips to the shop for bottled water.</p>
<h2>Stay healthy</h2>
<p>Fried food is part of iftar, but balance it with fruit, yoghurt and plenty of water between iftar and sehri.</p>`
  },
  {
    slug: "choosing-a-refrigerator",
    title: "Choosing a Refrigerator for Your Family",
    author: "Arif Chowdhury",
    daysAgo: 33,
    icon: "fridge",
    colour: "#0277bd",
    html: `<p>A refrigerator runs day and night for ten years or more, so the right choice saves money long after the day you buy it.</p>
<h2>The right size</h2>
<ul>
<li><strong>2 to 3 people</strong>: about 200 to 250 litres.</li>
<li><strong>4 to 5 people</strong>: about 250 to 350 litres.</li>
<li><strong>Larger families</strong>, or if you buy fish and meat in bulk: 350 litres or more, or a separate deep freezer.</li>
</ul>
<h2>Features worth paying for</h2>
<ol>
<li><strong>Inverter compressor</strong>: uses less electricity and copes better with voltage swings.</li>
<li><strong>A large freezer</strong>: Bangladeshi kitchens freeze far more fish and meat than the standard design assumes.</li>
<li><strong>Wide voltage range</strong>: look for models designed to run from about 140 V to 260 V.</li>
</ol>
<h2>Placement</h2>
<p>Leave a hand's width of space behind and on each side for air, keep it away from the stove and direct sun, and use a stabiliser if your area has frequent voltage drops. Wait a few hours after delivery before switching it on, so the gas settles.</p>`
  },
  {
    slug: "keeping-mosquitoes-out",
    title: "Keeping Mosquitoes Out During Dengue Season",
    author: "Sadia Islam",
    daysAgo: 48,
    trending: true,
    icon: "home-lifestyle",
    colour: "#c62828",
    html: `<p>Dengue cases rise every year with the monsoon. The Aedes mosquito bites in the daytime and breeds in clean, still water, often inside or right next to our homes.</p>
<h2>Remove breeding places</h2>
<ul>
<li>Empty flower-pot trays, buckets and air-cooler tanks every three days.</li>
<li>Cover water storage drums tightly.</li>
<li>Clear rooftops and balconies of tyres, cans and anything that holds rainwater.</li>
</ul>
<h2>Protect the family</h2>
<ol>
<li>Use mosquito nets when sleeping, including for daytime naps.</li>
<li>Put mesh on windows and doors.</li>
<li>Use repellent cream on children before school and play.</li>
<li>Wear long sleeves and trousers in the early morning and late afternoon.</li>
</ol>
<h2>Know the symptoms</h2>
<p>High fever, severe headache, pain behind the eyes and body aches are common signs. Go to a doctor and get tested early, drink plenty of fluids, and avoid painkillers other than paracetamol unless a doctor advises otherwise.</p>`
  }
];

// server/db/seed/blogPosts/shoppingGuides.ts
var SHOPPING_GUIDES = [
  {
    slug: "eid-shopping-guide",
    title: "Your Eid Shopping Guide: Buy Early, Pay on Delivery, Skip the Crowds",
    author: "Farhana Akter",
    daysAgo: 2,
    featured: true,
    trending: true,
    icon: "shop",
    colour: "#0f766e",
    html: `<p>The last ten days before Eid are the busiest of the year for every shop in Bangladesh. Markets in Dhaka stay open past midnight, couriers carry three times their usual load and popular sizes sell out. A little planning lets you enjoy the season instead of fighting through it.</p>
<h2>Make a list a month ahead</h2>
<p>Write down everyone you buy for, with their sizes, before Ramadan starts. Sizes change, especially for children, so measure rather than guess. Then split the list into three groups:</p>
<ul>
<li><strong>Clothes</strong>: panjabis, sarees, salwar kameez and children's outfits. These sell out first.</li>
<li><strong>Gifts</strong>: perfume, watches, bags and sweets for relatives.</li>
<li><strong>Home</strong>: new bed sheets, curtains, crockery and the groceries for the Eid meal.</li>
</ul>
<h2>Know the delivery calendar</h2>
<p>Couriers slow down in the last week before Eid, and most pause deliveries for a few days around the holiday. As a rule of thumb:</p>
<ol>
<li>Order clothes at least <strong>ten days</strong> before Eid if you live outside Dhaka, a week if you live inside it.</li>
<li>Order anything that needs tailoring or alteration <strong>two weeks</strong> ahead.</li>
<li>Keep the last four days for groceries and small items you can collect nearby.</li>
</ol>
<h2>Pay on delivery, and check before you pay</h2>
<p>Cash on delivery means you pay only when the parcel is in your hands. Open it in front of the rider, check the size, colour and stitching, and keep the invoice. If something is wrong, say so before paying: it is far easier than a return after Eid.</p>
<h2>Set a budget and stick to it</h2>
<p>Eid offers are real, but so is the temptation to buy twice. Decide a budget per person, use coupons on the larger orders where the minimum applies, and compare the final price in the cart rather than the percentage on the banner.</p>
<p>Eid Mubarak in advance. Shop early, and spend the last days with your family rather than in a traffic jam.</p>`
  },
  {
    slug: "cash-on-delivery-tips",
    title: "Cash on Delivery Without the Hassle: What to Check Before You Pay",
    author: "Tanvir Hasan",
    daysAgo: 9,
    icon: "shop",
    colour: "#1565c0",
    html: `<p>Most online orders in Bangladesh are still paid in cash at the door. It is simple and safe, as long as you use the few minutes with the rider well.</p>
<h2>Before the rider arrives</h2>
<ul>
<li>Keep the exact amount ready. Riders often carry little change, especially in the morning.</li>
<li>Have your order number or confirmation message open on your phone.</li>
<li>Make sure someone at home knows a parcel is coming if you will be out.</li>
</ul>
<h2>At the door</h2>
<ol>
<li><strong>Check the parcel</strong>: the seal should be intact and the name on the label yours.</li>
<li><strong>Compare the amount</strong> the rider asks for with your order total, delivery charge included.</li>
<li><strong>Open and look</strong> at the item if the shop allows it: right product, right size, no damage.</li>
<li><strong>Pay and take the invoice</strong>, or a photo of it.</li>
</ol>
<h2>If something is wrong</h2>
<p>Do not accept a damaged or wrong item to "sort it out later". Refuse it politely, note the rider's name and call the shop's hotline. A refused parcel goes back to the shop and you owe nothing.</p>
<p>Cash on delivery protects you only if you check. Two minutes at the door save a week of phone calls.</p>`
  },
  {
    slug: "pohela-boishakh-shopping-list",
    title: "Pohela Boishakh Shopping List: Red, White and Ready",
    author: "Nusrat Jahan",
    daysAgo: 16,
    icon: "womens-fashion",
    colour: "#c62828",
    html: `<p>Pohela Boishakh is the one day the whole country seems to dress in red and white. Here is a short list so you are ready when the first procession starts.</p>
<h2>For her</h2>
<ul>
<li>A white or off-white cotton saree with a red border: cool enough for a mid-April afternoon.</li>
<li>Glass bangles in red and white, and a flower garland (buy those fresh on the morning).</li>
<li>Comfortable sandals: the day involves a lot of walking.</li>
</ul>
<h2>For him</h2>
<ul>
<li>A cotton panjabi in red, white or a block print. Choose a loose fit: it will be hot.</li>
<li>A gamchha-print scarf if you want the traditional look.</li>
</ul>
<h2>For the children</h2>
<p>Small panjabis and frocks in festive prints sell out early in the week. Buy one size up if they are growing fast; Boishakh outfits are often worn again for school programmes.</p>
<h2>For the table</h2>
<ol>
<li>Rice for panta bhat, with hilsa or dried fish if the budget allows.</li>
<li>Dried chillies, mustard oil and lentils for bhorta.</li>
<li>Sweets and doi for guests: order these for the day itself so they arrive fresh.</li>
</ol>
<p>Shubho Noboborsho. Order clothes a week ahead, and keep the morning for the mela.</p>`
  },
  {
    slug: "spot-fake-products",
    title: "How to Spot Fake Products When You Shop Online",
    author: "Tanvir Hasan",
    daysAgo: 30,
    trending: true,
    icon: "health-beauty",
    colour: "#6a1b9a",
    html: `<p>Counterfeit cosmetics, chargers and watches are common in every market, online or not. A few habits protect your money and, with electronics and skin care, your health.</p>
<h2>Warning signs on the listing</h2>
<ul>
<li>A price far below every other seller's for a well-known brand.</li>
<li>Blurry photos, or photos copied from the brand's own website with no real picture of the item.</li>
<li>No brand, model number or warranty information.</li>
</ul>
<h2>Checks when it arrives</h2>
<ol>
<li><strong>Packaging</strong>: spelling mistakes, poor printing or a missing batch number are bad signs.</li>
<li><strong>Serial numbers</strong>: many brands let you check a serial or scratch code on their website or by SMS.</li>
<li><strong>Phones</strong>: check that the IMEI on the box matches the one in the phone's settings and that it is registered with the national IMEI database.</li>
<li><strong>Chargers and cables</strong>: a genuine charger is heavier than a copy and its prongs fit firmly. A cheap charger that gets hot is a fire risk.</li>
</ol>
<h2>What to do about a fake</h2>
<p>Refuse the parcel if you can tell at the door. If you find out later, contact the shop with photos and your invoice. Genuine shops take fakes back; the Directorate of National Consumer Rights Protection takes complaints about those who do not.</p>`
  },
  {
    slug: "flash-sale-strategy",
    title: "Getting the Most from Flash Sales and Coupons",
    author: "Farhana Akter",
    daysAgo: 44,
    icon: "shop",
    colour: "#ef6c00",
    html: `<p>Flash sales are short by design: the countdown is there to make you decide quickly. A plan made beforehand turns that pressure into real savings.</p>
<h2>Before the sale</h2>
<ul>
<li>Add what you want to your wishlist a few days early, so you know the normal price.</li>
<li>Check your delivery address and phone number are saved: checkout is faster.</li>
<li>Read the coupon conditions: most have a minimum order and an end date.</li>
</ul>
<h2>During the sale</h2>
<ol>
<li>Compare the sale price with the price you noted, not with the struck-through number.</li>
<li>Put the items in your cart and apply the coupon <strong>before</strong> you choose delivery, so you see the real total.</li>
<li>Remember only one coupon applies to an order. Use it on the order where it saves the most.</li>
</ol>
<h2>After the sale</h2>
<p>If a price drops further the next day, there is little to do: flash prices are for their window only. The best protection is to buy what you had planned, and not what the countdown suggested.</p>`
  }
];

// server/db/seed/blogPosts/techGadgets.ts
var TECH_GADGETS = [
  {
    slug: "choosing-a-phone-under-20000",
    title: "Choosing a Phone Under \u09F320,000",
    author: "Arif Chowdhury",
    daysAgo: 4,
    featured: true,
    trending: true,
    icon: "mobiles-tablets",
    colour: "#1565c0",
    html: `<p>Under \u09F320,000 is where most phones in Bangladesh are sold, and where the choice is hardest: a dozen models look alike on paper. Here is what matters, in order.</p>
<h2>1. Official or unofficial</h2>
<p>Buy an <strong>official</strong> phone with the brand's local warranty. An unofficial import can be cheaper, but it may have no service centre support, and a phone whose IMEI is not registered can lose its mobile network. Check the IMEI on the box against the phone's settings before you pay.</p>
<h2>2. Memory and storage</h2>
<ul>
<li><strong>RAM</strong>: 6 GB keeps apps open and switches smoothly; 4 GB is the minimum in 2026.</li>
<li><strong>Storage</strong>: 128 GB. Photos, videos and messaging apps fill 64 GB within a year.</li>
</ul>
<h2>3. Battery and charging</h2>
<p>Look for a 5,000 mAh battery and at least 18 W charging. With load-shedding in the summer, a phone that lasts a full day and charges in under two hours is worth more than an extra camera.</p>
<h2>4. Display and processor</h2>
<ul>
<li>A 90 Hz or 120 Hz screen makes scrolling smoother; an AMOLED panel is easier to read outdoors.</li>
<li>For the processor, compare benchmark scores rather than core counts: eight slow cores are still slow.</li>
</ul>
<h2>5. Camera, last</h2>
<p>Megapixel numbers say little. Look at sample photos taken in low light: that is where phones at this price differ most.</p>
<h2>Our checklist</h2>
<ol>
<li>Official warranty and IMEI checked.</li>
<li>6 GB RAM, 128 GB storage.</li>
<li>5,000 mAh, 18 W or faster.</li>
<li>A screen you have seen in daylight.</li>
</ol>`
  },
  {
    slug: "make-your-phone-battery-last",
    title: "Make Your Phone Battery Last Longer",
    author: "Arif Chowdhury",
    daysAgo: 12,
    icon: "electronics-accessories",
    colour: "#00838f",
    html: `<p>A phone battery wears out with heat and with charge cycles. You cannot stop that, but you can slow it down by years.</p>
<h2>Everyday habits</h2>
<ul>
<li><strong>Keep it cool.</strong> Heat is the worst enemy of a battery. Do not leave the phone on a car dashboard or under a pillow while charging.</li>
<li><strong>Avoid 0 % and 100 %.</strong> Charging between about 20 % and 80 % is gentler. Many phones now have a setting that stops at 80 %.</li>
<li><strong>Use a proper charger.</strong> The original or a certified one. Cheap chargers deliver unstable current.</li>
</ul>
<h2>Settings that help</h2>
<ol>
<li>Lower the screen brightness or turn on adaptive brightness.</li>
<li>Turn off location for apps that do not need it.</li>
<li>Use dark mode on AMOLED screens.</li>
<li>Restrict background data for social apps.</li>
</ol>
<h2>During load-shedding</h2>
<p>A power bank of 10,000 mAh charges most phones twice. Charge it whenever power is on, and keep it out of the sun.</p>
<h2>When to replace the battery</h2>
<p>If the phone shuts down at 20 % or swells at the back, stop using it and have the battery replaced at an authorised service centre. A swollen battery can catch fire.</p>`
  },
  {
    slug: "laptop-for-university",
    title: "Buying a Laptop for University: What Actually Matters",
    author: "Sadia Islam",
    daysAgo: 23,
    icon: "electronics-accessories",
    colour: "#283593",
    html: `<p>A university laptop should last four years of assignments, online classes and the occasional film. Spending wisely matters more than spending a lot.</p>
<h2>The specification that matters</h2>
<ul>
<li><strong>SSD storage</strong>, at least 512 GB. An SSD makes an old processor feel fast; a hard disk makes a new one feel slow.</li>
<li><strong>8 GB of RAM</strong> at the minimum, 16 GB if you will use design or programming tools.</li>
<li><strong>A recent processor</strong>: a current Core i5 or Ryzen 5 is enough for almost every course.</li>
<li><strong>Battery life</strong> of six hours or more in real use.</li>
</ul>
<h2>By subject</h2>
<ol>
<li><strong>Business, arts and social sciences</strong>: a light 14-inch laptop with good battery life.</li>
<li><strong>Engineering and computer science</strong>: 16 GB RAM and a comfortable keyboard for long coding sessions.</li>
<li><strong>Architecture and design</strong>: a dedicated graphics card and a colour-accurate screen.</li>
</ol>
<h2>Before you pay</h2>
<p>Check the warranty card and where the service centre is. Ask whether the Windows licence is genuine. And buy a voltage stabiliser or a UPS: power cuts and voltage drops are the most common cause of laptop repairs here.</p>`
  },
  {
    slug: "protect-electronics-load-shedding",
    title: "Protecting Your Electronics During Load-Shedding",
    author: "Arif Chowdhury",
    daysAgo: 37,
    icon: "plug",
    colour: "#ad1457",
    html: `<p>Power cuts are not only inconvenient. The moment the power comes back, a surge can damage a refrigerator, a television or a router. A few precautions cost far less than a repair.</p>
<h2>Know your protection</h2>
<ul>
<li><strong>Voltage stabiliser</strong>: keeps the voltage steady for refrigerators, ACs and televisions.</li>
<li><strong>Surge protector</strong>: a multi-plug with surge protection for computers and chargers.</li>
<li><strong>UPS</strong>: a battery that keeps a computer or router running for a few minutes, enough to save your work.</li>
<li><strong>IPS</strong>: runs fans and lights for hours during longer cuts.</li>
</ul>
<h2>When the power goes</h2>
<ol>
<li>Switch off the AC, the refrigerator and the water pump at the wall.</li>
<li>Leave one light switched on, so you know when the power is back.</li>
<li>Wait two or three minutes after it returns before switching heavy appliances back on.</li>
</ol>
<h2>The refrigerator</h2>
<p>A closed refrigerator keeps food cold for about four hours. Avoid opening it during a cut, and never restart the compressor immediately after the power returns: wait a few minutes.</p>`
  },
  {
    slug: "mobile-banking-safety",
    title: "Staying Safe with Mobile Financial Services",
    author: "Sadia Islam",
    daysAgo: 52,
    icon: "mobiles-tablets",
    colour: "#2e7d32",
    html: `<p>Mobile wallets have made paying bills and sending money home easy. They have also made fraud easy. Almost every scam relies on one thing: getting you to share your PIN or a one-time code.</p>
<h2>The rules that stop most fraud</h2>
<ul>
<li><strong>Never share your PIN or OTP</strong>, with anyone. No company will ever ask for it on the phone.</li>
<li>Ignore calls saying money was "sent by mistake" to you. Check your balance in the app, not on the caller's word.</li>
<li>Do not click links in SMS messages promising prizes or cashback.</li>
</ul>
<h2>Protect your account</h2>
<ol>
<li>Set a PIN that is not your birth year or 1234.</li>
<li>Lock the app with your fingerprint where possible.</li>
<li>Keep your SIM registered in your own name.</li>
<li>Check your transaction history every week.</li>
</ol>
<h2>If you are cheated</h2>
<p>Call your provider's official hotline at once: a transfer can sometimes be held if reported quickly. Then file a general diary at your police station with the transaction ID. When you shop with us, cash on delivery means you never need to share a wallet PIN with anyone.</p>`
  }
];

// server/db/seed/images.ts
var import_sharp4 = __toESM(require("sharp"));

// server/db/seed/pictureCache.ts
var import_node_crypto7 = require("node:crypto");
var import_promises3 = require("node:fs/promises");
var import_node_path13 = __toESM(require("node:path"));
var import_sharp3 = __toESM(require("sharp"));
var CACHE_DIR = import_node_path13.default.join(process.cwd(), "node_modules", ".cache", "haat-seed-pictures");
var VERSION = JSON.stringify([ENCODING, import_sharp3.default.versions]);
async function cachedPictures(parts2, make) {
  const key2 = (0, import_node_crypto7.createHash)("sha256").update(VERSION).update(JSON.stringify(parts2)).digest("hex");
  const file = import_node_path13.default.join(CACHE_DIR, key2.slice(0, 2), key2);
  const cached2 = await (0, import_promises3.readFile)(file).then(unpack, () => null);
  if (cached2) return cached2;
  const files = await make();
  await store(file, pack(files)).catch(() => {
  });
  return files;
}
async function store(file, data) {
  const partial = `${file}.${process.pid}.part`;
  await (0, import_promises3.mkdir)(import_node_path13.default.dirname(file), { recursive: true });
  try {
    await (0, import_promises3.writeFile)(partial, data);
    await (0, import_promises3.rename)(partial, file);
  } finally {
    await (0, import_promises3.rm)(partial, { force: true });
  }
}
function pack(files) {
  const index2 = Buffer.from(JSON.stringify(Object.entries(files).map(([name, data]) => [name, data.length])));
  const head = Buffer.alloc(4);
  head.writeUInt32BE(index2.length);
  return Buffer.concat([head, index2, ...Object.values(files)]);
}
function unpack(data) {
  try {
    const length = data.readUInt32BE(0);
    const index2 = JSON.parse(data.toString("utf8", 4, 4 + length));
    let offset = 4 + length;
    const files = {};
    for (const [name, size2] of index2) {
      files[name] = data.subarray(offset, offset + size2);
      offset += size2;
    }
    return offset === data.length ? files : null;
  } catch {
    return null;
  }
}

// server/db/seed/pictograms.ts
var PICTOGRAMS = {
  groceries: '<path d="M40 70h120l-10 110H50z"/><path d="M70 72V52a30 30 0 0 1 60 0v20" fill="none" stroke="currentColor" stroke-width="10"/>',
  "mens-fashion": '<path d="M65 25 15 55l20 40 25-12v97h80V83l25 12 20-40-50-30q-35 25-70 0z"/>',
  "womens-fashion": '<path d="M78 15h44l6 45 40 125H32l40-125z"/>',
  "mobiles-tablets": '<rect x="55" y="15" width="90" height="170" rx="14"/><rect x="65" y="35" width="70" height="125" rx="4" fill-opacity=".35" fill="#000"/>',
  "electronics-accessories": '<path d="M40 120v-20a60 60 0 0 1 120 0v20" fill="none" stroke="currentColor" stroke-width="14"/><rect x="26" y="108" width="38" height="64" rx="10"/><rect x="136" y="108" width="38" height="64" rx="10"/>',
  "home-appliances": '<rect x="20" y="40" width="160" height="100" rx="8"/><rect x="30" y="50" width="140" height="80" rx="3" fill="#000" fill-opacity=".3"/><rect x="85" y="142" width="30" height="14"/><rect x="55" y="156" width="90" height="10" rx="5"/>',
  "health-beauty": '<rect x="80" y="12" width="40" height="26" rx="4"/><rect x="55" y="40" width="90" height="148" rx="20"/><rect x="70" y="90" width="60" height="50" rx="6" fill="#000" fill-opacity=".2"/>',
  "babies-toys": '<circle cx="60" cy="55" r="25"/><circle cx="140" cy="55" r="25"/><circle cx="100" cy="110" r="70"/><circle cx="78" cy="100" r="8" fill="#000" fill-opacity=".4"/><circle cx="122" cy="100" r="8" fill="#000" fill-opacity=".4"/>',
  "home-lifestyle": '<path d="M60 25h80l28 75H32z"/><rect x="94" y="100" width="12" height="62"/><rect x="58" y="160" width="84" height="16" rx="7"/>',
  "sports-outdoor": '<circle cx="100" cy="100" r="78"/><path d="M100 66l32 23-12 37H80L68 89z" fill="#000" fill-opacity=".35"/>',
  "books-stationery": '<path d="M18 42q42-16 78 6v132q-36-22-78-6zM182 42q-42-16-78 6v132q36-22 78-6z"/>',
  "watches-bags": '<rect x="75" y="8" width="50" height="184" rx="10"/><circle cx="100" cy="100" r="52"/><circle cx="100" cy="100" r="40" fill="#000" fill-opacity=".3"/><path d="M100 100V74M100 100h20" stroke="currentColor" stroke-width="6"/>',
  shop: '<rect x="30" y="70" width="140" height="110" rx="8"/><path d="M20 70l20-45h120l20 45z" fill-opacity=".7"/>',
  shoe: '<path d="M18 128c22-2 42-14 56-40l16 6c10 16 32 22 56 24 22 2 36 12 36 30v10H18z"/><rect x="18" y="152" width="164" height="14" rx="5" fill-opacity=".6"/>',
  handbag: '<path d="M30 80h140l-12 100H42z"/><path d="M64 82c0-48 72-48 72 0" fill="none" stroke="currentColor" stroke-width="10"/>',
  pen: '<path d="M140 22l38 38-98 98-50 12 12-50z"/><path d="M120 42l38 38" stroke="#000" stroke-opacity=".3" stroke-width="8"/>',
  fridge: '<rect x="50" y="10" width="100" height="180" rx="10"/><rect x="50" y="68" width="100" height="6" fill="#000" fill-opacity=".35"/><rect x="128" y="30" width="8" height="26" rx="3" fill="#000" fill-opacity=".35"/><rect x="128" y="88" width="8" height="40" rx="3" fill="#000" fill-opacity=".35"/>',
  bicycle: '<g fill="none" stroke="currentColor" stroke-width="10" stroke-linejoin="round"><circle cx="48" cy="132" r="36"/><circle cx="152" cy="132" r="36"/><path d="M48 132l36-58h46l22 58M84 74l30 58H48M118 52h28"/></g>',
  bottle: '<rect x="80" y="12" width="40" height="22" rx="4"/><path d="M70 34h60l15 30v116a10 10 0 0 1-10 10H65a10 10 0 0 1-10-10V64z"/><rect x="65" y="95" width="70" height="50" rx="6" fill="#000" fill-opacity=".2"/>',
  fan: '<circle cx="100" cy="100" r="16"/><path d="M100 84c-10-40 10-70 30-60s0 50-30 60zM116 100c40-10 70 10 60 30s-50 0-60-30zM100 116c10 40-10 70-30 60s0-50 30-60zM84 100c-40 10-70-10-60-30s50 0 60 30z"/>',
  trousers: '<path d="M55 18h90l12 168h-42l-15-108-15 108H43z"/>',
  fabric: '<rect x="28" y="56" width="144" height="30" rx="6"/><rect x="28" y="96" width="144" height="30" rx="6" fill-opacity=".75"/><rect x="28" y="136" width="144" height="30" rx="6"/>',
  pot: '<path d="M30 80h140v70a30 30 0 0 1-30 30H60a30 30 0 0 1-30-30z"/><rect x="18" y="66" width="164" height="16" rx="8"/><rect x="84" y="42" width="32" height="20" rx="6"/>',
  chair: '<rect x="60" y="18" width="80" height="88" rx="6"/><rect x="44" y="104" width="112" height="18" rx="5"/><path d="M56 122v66M144 122v66" stroke="currentColor" stroke-width="11"/>',
  plug: '<rect x="58" y="62" width="84" height="88" rx="14"/><rect x="74" y="24" width="12" height="38" rx="3"/><rect x="114" y="24" width="12" height="38" rx="3"/><path d="M100 150v40" stroke="currentColor" stroke-width="10"/>'
};
var KINDS = [
  [/shoe|sandal|loafer|heel|sneaker/i, "shoe"],
  [/bicycle/i, "bicycle"],
  [/bag|backpack|wallet|belt|lunch box/i, "handbag"],
  [/pen\b|pencil|marker|highlighter/i, "pen"],
  [/refrigerator|washing machine/i, "fridge"],
  [/fan\b/i, "fan"],
  [/jeans|pant|jogger/i, "trousers"],
  [/saree|orna|kantha/i, "fabric"],
  [/cooker|kettle|blender|stove/i, "pot"],
  [/chair|table|bookshelf/i, "chair"],
  [/charger|adapter|cable|power bank|router|mouse/i, "plug"],
  [/earbuds|neckband/i, "electronics-accessories"],
  [/watch/i, "watches-bags"],
  [/oil|juice|ketchup|shampoo|lotion|serum|liquid|handwash|jelly|bottle|jug/i, "bottle"]
];
function iconFor(department, item) {
  return KINDS.find(([pattern2]) => pattern2.test(item))?.[1] ?? department;
}

// server/db/seed/images.ts
var esc = (text7) => text7.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
function rgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [n >> 16 & 255, n >> 8 & 255, n & 255];
}
function shade(hex, amount) {
  const target = amount < 0 ? 0 : 255;
  return `#${rgb(hex).map((c) => Math.round(c + (target - c) * Math.abs(amount)).toString(16).padStart(2, "0")).join("")}`;
}
var isLight = (hex) => {
  const [r, g, b] = rgb(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b > 170;
};
function wrap(text7, width) {
  const lines = [];
  for (const word of text7.split(" ")) {
    const last = lines[lines.length - 1];
    if (last !== void 0 && (last + " " + word).length <= width) lines[lines.length - 1] = last + " " + word;
    else lines.push(word);
  }
  return lines.slice(0, 3);
}
var pictogram = (icon, x, y, scale, colour, opacity = 0.92) => `<g transform="translate(${x} ${y}) scale(${scale})" fill="${colour}" color="${colour}" fill-opacity="${opacity}">${PICTOGRAMS[icon] ?? PICTOGRAMS.shop}</g>`;
function productSvg(art, width = 430, height = 510, viewBox = "0 0 430 510") {
  const light = art.layout === 2 ? true : isLight(art.colour);
  const ink = light ? "#1f2937" : "#ffffff";
  const background = art.layout === 1 ? `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(art.colour, 0.15)}"/><stop offset="1" stop-color="${shade(art.colour, -0.35)}"/></linearGradient>` : `<radialGradient id="g" cx=".5" cy=".42" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${shade(art.colour, 0.7)}"/></radialGradient>`;
  const figure = art.layout === 1 ? `<circle cx="215" cy="215" r="130" fill="#fff" fill-opacity=".14"/>${pictogram(art.icon, 125, 125, 0.9, light ? "#1f2937" : "#ffffff")}` : `<circle cx="215" cy="225" r="150" fill="${art.colour}" fill-opacity=".16"/>${pictogram(art.icon, 95, 105, 1.2, art.colour === "#f5f5f5" ? "#9e9e9e" : art.colour)}`;
  const title = wrap(art.title, 22).map((line, i) => `<text x="215" y="${art.layout === 1 ? 436 + i * 30 : 446 + i * 26}" text-anchor="middle">${esc(line)}</text>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice"><defs>${background}</defs><rect width="430" height="510" fill="url(#g)"/>${figure}` + // The brand sits above the name, clear of the badges and buttons cards lay over the corners.
  (art.brand ? `<text x="215" y="${art.layout === 1 ? 398 : 414}" text-anchor="middle" font-family="DejaVu Sans" font-size="17" font-weight="bold" letter-spacing="3" fill="${ink}" fill-opacity=".8">${esc(art.brand.toUpperCase())}</text>` : "") + `<g font-family="DejaVu Sans" font-size="${art.layout === 1 ? 27 : 22}" font-weight="bold" fill="${ink}">${title}</g></svg>`;
}
async function write(storageDir, file, svg, kind, format = "webp") {
  const widths = kind ? copyWidths(kind) : [];
  const files = await cachedPictures([file, svg, format, widths], async () => {
    const pixels = await decodePixels(Buffer.from(svg));
    const image2 = (0, import_sharp4.default)(pixels.data, { raw: { width: pixels.width, height: pixels.height, channels: pixels.channels } });
    const [original, copies] = await Promise.all([
      (format === "png" ? image2.png({ compressionLevel: 9, palette: true }) : image2.webp({ quality: 80, effort: 0 })).toBuffer(),
      encodeVariants(file, pixels, widths)
    ]);
    return { ...copies, [file]: original };
  });
  await replaceStorage(storageDir, files);
}
async function drawProductImages(storageDir, arts, parallel = 8) {
  const unique = [...new Map(arts.map((a) => [a.path, a])).values()];
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const art = unique[next++];
      await Promise.all([
        write(storageDir, art.path, productSvg(art), art.base ? "product" : "productGallery"),
        // Words are unreadable at 80x80: the thumbnail shows the picture only.
        write(storageDir, thumbnailPath(art.path), productSvg({ ...art, brand: "", title: "" }, 80, 80, "0 40 430 430"), "productThumbnail")
      ]);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return unique.length;
}
async function drawCategoryLogo(storageDir, file, department, colour) {
  await write(storageDir, file, `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 200 200"><circle cx="100" cy="100" r="100" fill="${shade(colour, 0.8)}"/>${pictogram(department, 40, 40, 0.6, colour, 1)}</svg>`, "category");
}
async function drawBrandLogo(storageDir, file, name, colour) {
  const size2 = name.length > 12 ? 22 : 30;
  await write(storageDir, file, `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="240" height="120" rx="12" fill="${colour}"/><text x="120" y="${60 + size2 / 3}" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="${size2}" fill="#fff">${esc(name)}</text></svg>`, null);
}
async function drawCampaignBanner(storageDir, file, title, offer, colour) {
  await write(storageDir, file, `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(colour, -0.4)}"/><stop offset="1" stop-color="${shade(colour, 0.2)}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="1050" cy="80" r="220" fill="#fff" fill-opacity=".08"/><text x="70" y="170" font-family="DejaVu Sans" font-weight="bold" font-size="64" fill="#fff">${esc(title)}</text><text x="70" y="250" font-family="DejaVu Sans" font-size="40" fill="#fde68a">${esc(offer)}</text><text x="70" y="320" font-family="DejaVu Sans" font-size="26" fill="#fff" fill-opacity=".85">Cash on delivery across Bangladesh</text></svg>`, "campaign");
}
async function drawDefaults(storageDir) {
  await write(storageDir, "defaults/category.png", `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 200 200"><circle cx="100" cy="100" r="100" fill="#e5e7eb"/>${pictogram("shop", 40, 40, 0.6, "#0f766e", 1)}</svg>`, "category", "png");
  const product = { path: "", icon: "shop", colour: "#e5e7eb", brand: "", title: "Haat", layout: 2, base: true };
  await write(storageDir, "defaults/product.png", productSvg(product), "product", "png");
  await write(storageDir, "defaults/thumb-product.png", productSvg(product, 80, 80, "0 40 430 430"), "productThumbnail", "png");
}
async function drawBlogPicture(storageDir, file, icon, colour, width, height, kind) {
  const scale = height * 0.62 / 200;
  const x = width < height * 2 ? (width - 200 * scale) / 2 : width - height * 0.2 - 200 * scale;
  const y = (height - 200 * scale) / 2;
  await write(storageDir, file, `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.25)}"/><stop offset="1" stop-color="${shade(colour, -0.3)}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.18}" cy="${height * 0.2}" r="${height * 0.55}" fill="#fff" fill-opacity=".07"/><circle cx="${x + 100 * scale}" cy="${height / 2}" r="${height * 0.42}" fill="#fff" fill-opacity=".12"/>${pictogram(icon, x, y, scale, "#ffffff", 0.95)}</svg>`, kind);
}

// server/db/seed/blog.ts
var DAY = 24 * 36e5;
var BLOG_CATEGORIES = [
  { name: "Shopping Guides", slug: "shopping-guides", posts: SHOPPING_GUIDES },
  { name: "Tech & Gadgets", slug: "tech-gadgets", posts: TECH_GADGETS },
  { name: "Fashion & Care", slug: "fashion-care", posts: FASHION_CARE },
  { name: "Home & Living", slug: "home-living", posts: HOME_LIVING }
];
var blogPicture = (slug, kind) => `blog/${slug}/${kind}.webp`;
var COMMENTS = {
  "eid-shopping-guide": [
    ["Rumana Kabir", "Ordering ten days ahead worked for us last year: everything reached Sylhet before the rush."],
    ["Imran Hossain", "Good point about checking the stitching at the door. I once paid first and regretted it."],
    ["Shirin Akter", "Could you write one about children\u2019s sizes? They change every Eid!"],
    ["Kamal Uddin", "The budget per person idea is simple but it really helps."],
    ["Fatema Begum", "We measure everyone on the first day of Ramadan now. No more exchanges."],
    ["Sabbir Ahmed", "Useful list. Sharing it with my family group."],
    ["Nasrin Sultana", "Do couriers deliver on chand raat?"],
    ["Mahmudul Hasan", "Ordered the panjabis today thanks to this reminder."],
    ["Tahmina Rahman", "Cash on delivery is the only way my mother will shop online, and this explains it well."],
    ["Jahid Islam", "Eid Mubarak in advance to the Haat team!"]
  ],
  "choosing-a-phone-under-20000": [
    ["Tanjim Alam", "The IMEI check saved me from an unofficial phone last month."],
    ["Sumaiya Khan", "Agree on the battery. With load-shedding, 5,000 mAh is a must."],
    ["Rafiq Mia", "Which one would you pick for mostly video calls with family abroad?"]
  ],
  "caring-for-clothes-in-the-monsoon": [
    ["Lubna Yasmin", "The chalk trick really works in our cupboard in Chattogram."],
    ["Hasan Mahmud", "Never knew about refolding jamdani. Thank you!"]
  ],
  "keeping-mosquitoes-out": [["Dr. Ayesha Siddiqua", "Clear and correct advice. Please do get tested early if fever starts."]]
};
async function seedBlog(db, now = /* @__PURE__ */ new Date()) {
  let posts = 0;
  for (const [position, category] of BLOG_CATEGORIES.entries()) {
    const { id: categoryId } = await db.insertInto("blog_categories").values({ name: category.name, slug: category.slug, position }).returning("id").executeTakeFirstOrThrow();
    for (const post of category.posts) {
      const createdAt = now.getTime() - post.daysAgo * DAY;
      const { id: id2 } = await db.insertInto("blogs").values({
        category_id: categoryId,
        title: post.title,
        slug: post.slug,
        description: post.html,
        author_name: post.author,
        thumbnail: JSON.stringify([blogPicture(post.slug, "thumbnail")]),
        banner: JSON.stringify([blogPicture(post.slug, "banner")]),
        featured: post.featured ? 1 : 0,
        trending: post.trending ? 1 : 0,
        created_at: new Date(createdAt).toISOString()
      }).returning("id").executeTakeFirstOrThrow();
      const comments = COMMENTS[post.slug] ?? [];
      if (comments.length) {
        await db.insertInto("blog_comments").values(comments.map(([name, comment], i) => ({
          blog_id: id2,
          name,
          comment,
          email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`,
          created_at: new Date(createdAt + (i + 1) * 3 * 36e5).toISOString()
        }))).execute();
      }
      posts += 1;
    }
  }
  return posts;
}
async function drawBlogPictures(storageDir) {
  await Promise.all(BLOG_CATEGORIES.flatMap((c) => c.posts).flatMap((post) => [
    drawBlogPicture(storageDir, blogPicture(post.slug, "thumbnail"), post.icon, post.colour, 600, 375, "blogThumbnail"),
    drawBlogPicture(storageDir, blogPicture(post.slug, "banner"), post.icon, post.colour, 1200, 500, null)
  ]));
}

// server/db/seed/catalogue.ts
var BRANDS = [
  { name: "Walton", tint: "#0057a8" },
  { name: "Symphony", tint: "#e30613" },
  { name: "Aarong", tint: "#8b1e3f" },
  { name: "Yellow", tint: "#f2a900" },
  { name: "Pran", tint: "#e2231a" },
  { name: "Radhuni", tint: "#c8102e" },
  { name: "ACI", tint: "#00529b" },
  { name: "Square Toiletries", tint: "#00833e" },
  { name: "Bata", tint: "#d71920" },
  { name: "Apex", tint: "#1d1d1b" },
  { name: "RFL", tint: "#ed1c24" },
  { name: "Marico", tint: "#0072bc" },
  { name: "Singer Bangladesh", tint: "#b5121b" },
  { name: "Transcom Digital", tint: "#003b71" },
  { name: "Ecstasy", tint: "#2b2b2b" },
  { name: "Kay Kraft", tint: "#a0522d" },
  { name: "Teer", tint: "#00843d" },
  { name: "Vision", tint: "#e4002b" },
  { name: "Minister", tint: "#1b75bb" },
  { name: "Hatil", tint: "#5d4037" },
  { name: "Matador", tint: "#0d47a1" },
  { name: "Keya", tint: "#ad1457" },
  { name: "Duronto", tint: "#f57c00" }
];
var COLORS = [
  { name: "Red", swatch: "#d32f2f" },
  { name: "Maroon", swatch: "#7b1f2b" },
  { name: "Pink", swatch: "#e91e63" },
  { name: "Orange", swatch: "#f57c00" },
  { name: "Yellow", swatch: "#fbc02d" },
  { name: "Green", swatch: "#388e3c" },
  { name: "Olive", swatch: "#6b8e23" },
  { name: "Teal", swatch: "#00897b" },
  { name: "Sky Blue", swatch: "#4fc3f7" },
  { name: "Blue", swatch: "#1976d2" },
  { name: "Navy", swatch: "#1a237e" },
  { name: "Purple", swatch: "#7b1fa2" },
  { name: "Brown", swatch: "#795548" },
  { name: "Beige", swatch: "#d7c4a3" },
  { name: "Grey", swatch: "#9e9e9e" },
  { name: "Black", swatch: "#212121" },
  { name: "White", swatch: "#f5f5f5" },
  { name: "Silver", swatch: "#c0c0c0" },
  { name: "Gold", swatch: "#d4af37" }
];
var SIZES = ["S", "M", "L", "XL", "XXL", "36", "37", "38", "39", "40", "41", "42", "43", "44", "Free Size"];
var SIZE_RUNS = {
  apparel: ["S", "M", "L", "XL", "XXL"],
  shoes: ["39", "40", "41", "42", "43", "44"],
  "ladies-shoes": ["36", "37", "38", "39", "40"]
};
var FABRIC = ["Maroon", "Navy", "Olive", "White", "Sky Blue", "Black", "Teal", "Beige"];
var PHONE = ["Black", "Blue", "Silver", "Gold", "Green"];
var PLASTIC = ["Red", "Blue", "Green", "Yellow", "White"];
var LEATHER = ["Black", "Brown", "Maroon"];
var KIDS = ["Red", "Blue", "Yellow", "Pink", "Green"];
var DEPARTMENTS = [
  {
    slug: "groceries",
    filters: ["price", "brand"],
    editions: ["Family Pack", "Value Pack", "Combo"],
    highlights: ["Packed in Bangladesh under BSTI standards", "Store in a cool, dry place", "Delivered sealed within 48 hours in Dhaka"],
    lines: [
      { brand: "Pran", item: "Mango Juice", specs: ["250 ml", "1 Litre"], price: [25, 140] },
      { brand: "Pran", item: "Jhal Muri Chanachur", specs: ["150 g", "350 g"], price: [40, 120] },
      { brand: "Pran", item: "Tomato Ketchup", specs: ["340 g", "1 kg"], price: [110, 320] },
      { brand: "Radhuni", item: "Turmeric Powder", specs: ["100 g", "200 g", "500 g"], price: [55, 290] },
      { brand: "Radhuni", item: "Chili Powder", specs: ["100 g", "200 g", "500 g"], price: [60, 310] },
      { brand: "Radhuni", item: "Biryani Masala", specs: ["40 g", "100 g"], price: [55, 150] },
      { brand: "Radhuni", item: "Garam Masala", specs: ["15 g", "40 g"], price: [35, 95] },
      { brand: "ACI", item: "Pure Salt", specs: ["500 g", "1 kg"], price: [25, 45] },
      { brand: "ACI", item: "Aroma Chinigura Rice", specs: ["1 kg", "2 kg", "5 kg"], price: [150, 760] },
      { brand: "ACI", item: "Pure Atta", specs: ["1 kg", "2 kg"], price: [65, 130] },
      { brand: "Teer", item: "Soybean Oil", specs: ["1 Litre", "2 Litre", "5 Litre"], price: [175, 870] },
      { brand: "Teer", item: "Refined Sugar", specs: ["1 kg", "2 kg"], price: [130, 260] },
      { brand: "Teer", item: "Mustard Oil", specs: ["500 ml", "1 Litre"], price: [150, 310] }
    ]
  },
  {
    slug: "mens-fashion",
    filters: ["price", "brand", "color", "size"],
    editions: ["Premium", "Festive", "Classic", "Eid Collection"],
    highlights: ["Pre-washed, colourfast fabric", "Regular fit; see the size chart", "Easy returns within 7 days"],
    lines: [
      { brand: "Aarong", item: "Cotton Panjabi", specs: ["Embroidered", "Printed", "Solid"], price: [1450, 3800], variants: "apparel", colours: FABRIC },
      { brand: "Aarong", item: "Silk Panjabi", specs: ["Karchupi", "Jacquard"], price: [3500, 7900], variants: "apparel", colours: FABRIC },
      { brand: "Yellow", item: "Slim Fit Shirt", specs: ["Oxford", "Check", "Linen"], price: [1290, 2890], variants: "apparel", colours: FABRIC },
      { brand: "Yellow", item: "Polo Shirt", specs: ["Pique", "Striped"], price: [890, 1690], variants: "apparel", colours: FABRIC },
      { brand: "Yellow", item: "Chino Pant", specs: ["Stretch", "Regular"], price: [1490, 2490], variants: "apparel", colours: ["Beige", "Navy", "Olive", "Black"] },
      { brand: "Ecstasy", item: "Denim Jeans", specs: ["Slim", "Straight"], price: [1790, 3290], variants: "apparel", colours: ["Blue", "Navy", "Black", "Grey"] },
      { brand: "Ecstasy", item: "Casual T-Shirt", specs: ["Graphic", "Basic"], price: [590, 1190], variants: "apparel", colours: FABRIC },
      { brand: "Ecstasy", item: "Formal Blazer", specs: ["Two Button"], price: [5990, 11990], variants: "apparel", colours: ["Navy", "Black", "Grey"] },
      { brand: "Bata", item: "Leather Loafer", specs: ["Comfit", "Classic"], price: [2499, 4999], variants: "shoes", colours: LEATHER },
      { brand: "Apex", item: "Formal Oxford Shoe", specs: ["Venturini", "Moonwalk"], price: [2990, 6490], variants: "shoes", colours: LEATHER },
      { brand: "Apex", item: "Leather Sandal", specs: ["Casual"], price: [1190, 2290], variants: "shoes", colours: LEATHER }
    ]
  },
  {
    slug: "womens-fashion",
    filters: ["price", "brand", "color", "size"],
    editions: ["Festive", "Pohela Boishakh", "Eid Collection", "Premium"],
    highlights: ["Handcrafted by artisans across Bangladesh", "Gentle hand wash recommended", "Colours may vary slightly from the photo"],
    lines: [
      { brand: "Aarong", item: "Jamdani Saree", specs: ["Dhakai", "Half Silk"], price: [4500, 18e3], colours: ["Maroon", "Red", "Teal", "Gold", "Purple"] },
      { brand: "Aarong", item: "Tangail Cotton Saree", specs: ["Printed", "Woven"], price: [1850, 4200], colours: ["Red", "Green", "Yellow", "Pink"] },
      { brand: "Aarong", item: "Salwar Kameez", specs: ["Cotton", "Embroidered"], price: [2650, 6200], variants: "apparel", colours: ["Pink", "Teal", "Maroon", "Purple"] },
      { brand: "Yellow", item: "Printed Kurti", specs: ["Viscose", "Cotton"], price: [990, 2190], variants: "apparel", colours: ["Pink", "Yellow", "Sky Blue", "White"] },
      { brand: "Yellow", item: "Palazzo Pant", specs: ["Rayon", "Linen"], price: [890, 1590], variants: "apparel", colours: ["Black", "White", "Beige"] },
      { brand: "Kay Kraft", item: "Three Piece", specs: ["Block Print", "Screen Print", "Hand Embroidered"], price: [2200, 5600], variants: "apparel", colours: ["Orange", "Pink", "Green", "Purple"] },
      { brand: "Kay Kraft", item: "Cotton Orna", specs: ["Tie-dye", "Block Print"], price: [450, 1250], colours: ["Orange", "Yellow", "Pink", "Teal"] },
      { brand: "Bata", item: "Ladies Sandal", specs: ["Flat", "Wedge"], price: [990, 2490], variants: "ladies-shoes", colours: ["Black", "Brown", "Gold", "Pink"] },
      { brand: "Apex", item: "Ladies Heel", specs: ["Block Heel", "Stiletto"], price: [1690, 3490], variants: "ladies-shoes", colours: ["Black", "Beige", "Maroon"] }
    ]
  },
  {
    slug: "mobiles-tablets",
    filters: ["price", "brand", "color"],
    editions: ["Official", "Limited Edition"],
    highlights: ["Official warranty in Bangladesh", "BTRC approved", "Dual SIM, 4G"],
    lines: [
      { brand: "Walton", item: "Primo R10", specs: ["4GB/64GB", "6GB/128GB"], price: [10999, 15999], variants: "colours", colours: PHONE },
      { brand: "Walton", item: "Orbit Y21", specs: ["3GB/32GB", "4GB/64GB"], price: [8499, 11499], variants: "colours", colours: PHONE },
      { brand: "Walton", item: "NEXG N25", specs: ["8GB/128GB", "8GB/256GB"], price: [16999, 22999], variants: "colours", colours: PHONE },
      { brand: "Walton", item: "Walpad 8X Tablet", specs: ["3GB/32GB", "4GB/64GB"], price: [12999, 17999], variants: "colours", colours: ["Grey", "Silver"] },
      { brand: "Symphony", item: "Innova 30", specs: ["4GB/64GB", "6GB/128GB"], price: [9990, 13990], variants: "colours", colours: PHONE },
      { brand: "Symphony", item: "Z60 Plus", specs: ["6GB/128GB", "8GB/128GB"], price: [13990, 17990], variants: "colours", colours: PHONE },
      { brand: "Symphony", item: "Atom 5", specs: ["2GB/32GB"], price: [6490, 7490], variants: "colours", colours: PHONE },
      { brand: "Symphony", item: "B69 Feature Phone", specs: ["Dual SIM"], price: [1390, 1790], colours: ["Black", "Blue", "Red"] },
      { brand: "Transcom Digital", item: "Samsung Galaxy A15", named: true, specs: ["6GB/128GB", "8GB/256GB"], price: [19999, 25999], variants: "colours", colours: PHONE },
      { brand: "Transcom Digital", item: "Samsung Galaxy Tab A9", named: true, specs: ["4GB/64GB", "8GB/128GB"], price: [21999, 29999], variants: "colours", colours: ["Grey", "Silver", "Navy"] },
      { brand: "Transcom Digital", item: "Nokia 105", named: true, specs: ["Dual SIM"], price: [1650, 1990], colours: ["Black", "Blue"] }
    ]
  },
  {
    slug: "electronics-accessories",
    filters: ["price", "brand", "color"],
    editions: ["Pro", "Plus", "Lite"],
    highlights: ["6 months replacement warranty", "Tested for Bangladesh voltage", "Compact and travel friendly"],
    lines: [
      { brand: "Walton", item: "Power Bank", specs: ["10000mAh", "20000mAh"], price: [1290, 2690], colours: ["Black", "White", "Blue"] },
      { brand: "Walton", item: "Wireless Earbuds", specs: ["WEB11", "WEB20"], price: [1490, 2990], colours: ["Black", "White"] },
      { brand: "Walton", item: "Wi-Fi Router", specs: ["Dual Band", "Single Band"], price: [1450, 3290], colours: ["White", "Black"] },
      { brand: "Symphony", item: "Fast Charger", specs: ["18W", "33W"], price: [490, 1190], colours: ["White", "Black"] },
      { brand: "Symphony", item: "Bluetooth Neckband", specs: ["N20", "N30"], price: [790, 1490], colours: ["Black", "Blue", "Red"] },
      { brand: "Transcom Digital", item: "Samsung 25W Adapter", named: true, specs: ["USB-C"], price: [1490, 1990], colours: ["White", "Black"] },
      { brand: "Transcom Digital", item: "Type-C Cable", specs: ["1 m", "1.5 m"], price: [390, 890], colours: ["White", "Black"] },
      { brand: "Vision", item: "Wireless Mouse", specs: ["Silent", "Ergonomic"], price: [450, 990], colours: ["Black", "Grey", "Blue"] },
      { brand: "Vision", item: "Smart Watch", specs: ["V1", "V2 Pro"], price: [1990, 3990], colours: ["Black", "Silver", "Pink"] }
    ]
  },
  {
    slug: "home-appliances",
    filters: ["price", "brand", "color"],
    editions: ["Inverter", "Smart", "Eco"],
    highlights: ["Free installation inside Dhaka city", "Energy saving, low noise", "Brand warranty with service across 64 districts"],
    lines: [
      { brand: "Walton", item: "Refrigerator", specs: ["252 Litre", "341 Litre", "380 Litre"], price: [38990, 78990], colours: ["Silver", "Black", "Maroon", "Blue"] },
      { brand: "Walton", item: "Smart LED TV", specs: ["32 inch", "43 inch", "55 inch"], price: [19990, 72990], colours: ["Black"] },
      { brand: "Walton", item: "Split Air Conditioner", specs: ["1 Ton", "1.5 Ton"], price: [52990, 89990], colours: ["White"] },
      { brand: "Singer Bangladesh", item: "Sewing Machine", specs: ["Manual", "Electric"], price: [8990, 28990], colours: ["White", "Black"] },
      { brand: "Singer Bangladesh", item: "Washing Machine", specs: ["7 kg", "8 kg"], price: [32990, 58990], colours: ["White", "Silver"] },
      { brand: "Singer Bangladesh", item: "Microwave Oven", specs: ["20 Litre", "28 Litre"], price: [10990, 19990], colours: ["Black", "Silver"] },
      { brand: "Vision", item: "Rice Cooker", specs: ["1.8 Litre", "2.8 Litre"], price: [2290, 4490], colours: ["White", "Red"] },
      { brand: "Vision", item: "Blender", specs: ["3 in 1", "2 in 1"], price: [2690, 5490], colours: ["White", "Red", "Black"] },
      { brand: "Vision", item: "Electric Kettle", specs: ["1.5 Litre", "1.8 Litre"], price: [1290, 2290], colours: ["Silver", "Black"] },
      { brand: "Minister", item: "Ceiling Fan", specs: ["56 inch", "48 inch"], price: [3990, 6490], colours: ["White", "Brown", "Silver"] },
      { brand: "Minister", item: "Gas Stove", specs: ["Double Burner", "Glass Top"], price: [3490, 9990], colours: ["Black", "Silver"] }
    ]
  },
  {
    slug: "health-beauty",
    filters: ["price", "brand"],
    editions: ["Value Pack", "Combo", "Travel Size"],
    highlights: ["Dermatologically tested", "Made in Bangladesh", "Check the expiry date printed on the pack"],
    lines: [
      { brand: "Square Toiletries", item: "Meril Petroleum Jelly", named: true, specs: ["50 ml", "100 ml"], price: [65, 150] },
      { brand: "Square Toiletries", item: "Meril Baby Lotion", named: true, specs: ["100 ml", "200 ml"], price: [160, 320] },
      { brand: "Square Toiletries", item: "Jui Coconut Hair Oil", named: true, specs: ["200 ml", "350 ml"], price: [120, 240] },
      { brand: "Square Toiletries", item: "Select Plus Shampoo", named: true, specs: ["180 ml", "340 ml"], price: [190, 380] },
      { brand: "Marico", item: "Parachute Coconut Oil", named: true, specs: ["200 ml", "500 ml", "1 Litre"], price: [170, 620] },
      { brand: "Marico", item: "Parachute Advansed Aloe Vera Oil", named: true, specs: ["150 ml", "300 ml"], price: [150, 320] },
      { brand: "Marico", item: "Set Wet Hair Gel", named: true, specs: ["50 ml", "100 ml"], price: [110, 210] },
      { brand: "Marico", item: "Livon Hair Serum", named: true, specs: ["50 ml", "100 ml"], price: [260, 480] },
      { brand: "ACI", item: "Savlon Antiseptic Liquid", named: true, specs: ["112 ml", "500 ml", "1 Litre"], price: [75, 420] },
      { brand: "ACI", item: "Savlon Handwash", named: true, specs: ["200 ml", "1 Litre Refill"], price: [95, 340] },
      { brand: "Keya", item: "Beauty Soap", specs: ["100 g", "Pack of 4"], price: [40, 160] },
      { brand: "Keya", item: "Petroleum Jelly", specs: ["50 ml", "100 ml"], price: [55, 120] }
    ]
  },
  {
    slug: "babies-toys",
    filters: ["price", "brand", "color"],
    editions: ["Junior", "Deluxe", "Gift Pack"],
    highlights: ["BPA free, child safe materials", "Suitable for ages 1 year and up", "Bright colours kids love"],
    lines: [
      { brand: "RFL", item: "Baby Bath Tub", specs: ["Large", "Medium"], price: [650, 1290], colours: KIDS },
      { brand: "RFL", item: "Baby Walker", specs: ["Musical", "Classic"], price: [2490, 3990], colours: KIDS },
      { brand: "RFL", item: "Kids Chair", specs: ["Cartoon", "Plain"], price: [390, 790], colours: KIDS },
      { brand: "RFL", item: "Toy Car", specs: ["Remote Control", "Push Along"], price: [890, 2990], colours: KIDS },
      { brand: "Duronto", item: "Kids Bicycle", specs: ["12 inch", "16 inch", "20 inch"], price: [6990, 11990], colours: KIDS },
      { brand: "Square Toiletries", item: "Meril Baby Shampoo", named: true, specs: ["110 ml", "200 ml"], price: [180, 340] },
      { brand: "Square Toiletries", item: "Supermom Baby Diaper", named: true, specs: ["Small 42 pcs", "Medium 38 pcs", "Large 34 pcs"], price: [990, 1390] },
      { brand: "Pran", item: "Kids Lunch Box", specs: ["2 Chamber", "3 Chamber"], price: [290, 590], colours: KIDS }
    ]
  },
  {
    slug: "home-lifestyle",
    filters: ["price", "brand", "color"],
    editions: ["Heritage", "Modern", "Handmade"],
    highlights: ["Made in Bangladesh", "Built for everyday family use", "Assembly guide included"],
    lines: [
      { brand: "RFL", item: "Plastic Chair", specs: ["Armless", "With Arm"], price: [690, 1490], colours: PLASTIC },
      { brand: "RFL", item: "Water Jug", specs: ["2 Litre", "3 Litre"], price: [190, 390], colours: PLASTIC },
      { brand: "RFL", item: "Storage Container Set", specs: ["3 pcs", "5 pcs"], price: [450, 990], colours: PLASTIC },
      { brand: "Aarong", item: "Nakshi Kantha", specs: ["Single", "Double"], price: [3500, 12500], colours: ["Red", "Yellow", "Teal", "Maroon"] },
      { brand: "Aarong", item: "Jute Basket", specs: ["Small", "Large"], price: [650, 1850], colours: ["Beige", "Brown"] },
      { brand: "Aarong", item: "Terracotta Vase", specs: ["Tall", "Round"], price: [850, 2450], colours: ["Brown", "Orange"] },
      { brand: "Hatil", item: "Study Table", specs: ["Oak Finish", "Walnut Finish"], price: [12500, 24500], colours: ["Brown", "Beige"] },
      { brand: "Hatil", item: "Bookshelf", specs: ["4 Tier", "5 Tier"], price: [9900, 18900], colours: ["Brown", "White"] },
      { brand: "Hatil", item: "Dining Chair", specs: ["Fabric Seat", "Wooden Seat"], price: [6500, 11500], colours: ["Brown", "Black"] }
    ]
  },
  {
    slug: "sports-outdoor",
    filters: ["price", "brand", "color", "size"],
    editions: ["Pro", "Sport", "Trail"],
    highlights: ["Lightweight and durable", "Made for Bangladesh weather", "Easy to clean"],
    lines: [
      { brand: "Duronto", item: "Mountain Bicycle", specs: ["26 inch", "27.5 inch"], price: [14990, 32990], colours: ["Black", "Red", "Blue", "Grey"] },
      { brand: "Duronto", item: "City Bicycle", specs: ["24 inch", "26 inch"], price: [10990, 16990], colours: ["Black", "Green", "Red"] },
      { brand: "Bata", item: "Power Running Shoe", specs: ["Engage", "Speed"], price: [2999, 5999], variants: "shoes", colours: ["Black", "Grey", "Blue", "White"] },
      { brand: "Apex", item: "Sports Sneaker", specs: ["Runner", "Trainer"], price: [2490, 4490], variants: "shoes", colours: ["White", "Black", "Navy"] },
      { brand: "Ecstasy", item: "Training Jersey", specs: ["Dry Fit", "Mesh"], price: [690, 1290], variants: "apparel", colours: ["Red", "Green", "Blue", "Black"] },
      { brand: "Ecstasy", item: "Track Jogger", specs: ["Cuffed", "Straight"], price: [990, 1790], variants: "apparel", colours: ["Black", "Navy", "Grey"] },
      { brand: "RFL", item: "Sports Water Bottle", specs: ["750 ml", "1 Litre"], price: [190, 450], colours: PLASTIC }
    ]
  },
  {
    slug: "books-stationery",
    filters: ["price", "brand"],
    editions: ["Set of 2", "Set of 5", "Office Pack"],
    highlights: ["Smooth writing, quick drying ink", "Popular with students across Bangladesh", "Bulk orders welcome"],
    lines: [
      { brand: "Matador", item: "Pinpoint Ball Pen", specs: ["Box of 12", "Box of 24"], price: [60, 120] },
      { brand: "Matador", item: "Orbit Gel Pen", specs: ["Blue", "Black"], price: [25, 45] },
      { brand: "Matador", item: "Geometry Box", specs: ["Standard", "Premium"], price: [120, 320] },
      { brand: "Matador", item: "Highlighter Set", specs: ["4 Colours", "6 Colours"], price: [150, 260] },
      { brand: "Matador", item: "Exercise Khata", specs: ["120 Pages", "200 Pages"], price: [45, 90] },
      { brand: "Matador", item: "Whiteboard Marker", specs: ["Pack of 4", "Pack of 10"], price: [110, 260] },
      { brand: "Matador", item: "Colour Pencil", specs: ["12 Colours", "24 Colours"], price: [120, 290] }
    ]
  },
  {
    slug: "watches-bags",
    filters: ["price", "brand", "color"],
    editions: ["Executive", "Travel", "Classic"],
    highlights: ["Genuine leather where stated", "Durable stitching and metal fittings", "Gift box included"],
    lines: [
      { brand: "Apex", item: "Leather Wallet", specs: ["Bifold", "Trifold"], price: [890, 1990], colours: LEATHER },
      { brand: "Apex", item: "Office Backpack", specs: ["Laptop 15.6 inch", "Anti-theft"], price: [1990, 3990], colours: ["Black", "Grey", "Navy"] },
      { brand: "Apex", item: "Leather Belt", specs: ["Formal", "Casual"], price: [790, 1690], colours: LEATHER },
      { brand: "Bata", item: "Ladies Handbag", specs: ["Tote", "Shoulder"], price: [1490, 3490], colours: ["Black", "Brown", "Maroon", "Beige"] },
      { brand: "Bata", item: "Travel Duffel Bag", specs: ["Medium", "Large"], price: [1990, 3990], colours: ["Black", "Navy"] },
      { brand: "Aarong", item: "Leather Sling Bag", specs: ["Small", "Medium"], price: [1850, 3650], colours: LEATHER },
      { brand: "Walton", item: "Analog Wrist Watch", specs: ["Steel Chain", "Leather Strap"], price: [1990, 4990], colours: ["Silver", "Gold", "Black"] },
      { brand: "Symphony", item: "Digital Sports Watch", specs: ["Waterproof"], price: [990, 1990], colours: ["Black", "Blue", "Red"] }
    ]
  }
];

// server/db/seed/random.ts
var Random = class {
  state;
  constructor(seed) {
    this.state = seed >>> 0;
  }
  /** A float in [0, 1). */
  next() {
    let t = this.state = this.state + 1831565813 >>> 0;
    t = Math.imul(t ^ t >>> 15, t | 1);
    t ^= t + Math.imul(t ^ t >>> 7, t | 61);
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  }
  /** An integer in [min, max]. */
  int(min, max) {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick(items) {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(probability) {
    return this.next() < probability;
  }
  /** `count` distinct items in random order (all of them when count >= length). */
  sample(items, count) {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, count);
  }
};

// server/db/seed/campaigns.ts
var DAY2 = 24 * 3600 * 1e3;
async function addCampaign(db, campaign, covers) {
  const { id: id2 } = await db.insertInto("campaigns").values(campaign).returning("id").executeTakeFirstOrThrow();
  const { categories: categories2, brands: brands2, products: products2 } = covers;
  if (categories2.length) await db.insertInto("campaign_categories").values(categories2.map((category_id) => ({ campaign_id: id2, category_id }))).execute();
  if (brands2.length) await db.insertInto("campaign_brands").values(brands2.map((brand_id) => ({ campaign_id: id2, brand_id }))).execute();
  if (products2.length) await db.insertInto("campaign_products").values(products2.map((product_id) => ({ campaign_id: id2, product_id }))).execute();
}
async function seedCampaigns(db, refs, products2, now) {
  const at = (days) => new Date(now.getTime() + days * DAY2).toISOString();
  const random = new Random(2024);
  const pool = products2.slice(0, 2e3);
  const deals = random.sample(pool.filter((p) => p.department !== "groceries"), 16);
  await addCampaign(db, {
    slug: "mega-flash-sale",
    title: "Mega Flash Sale",
    image: "campaign/mega-flash-sale.webp",
    is_flash: 1,
    short_description: "20% off women's fashion, Aarong crafts and hand-picked flash deals. Hurry, stocks are limited!",
    discount_type: "Percentage",
    discount: 2e3,
    starts_at: at(-1),
    ends_at: at(7)
  }, { categories: [refs.categories.get("womens-fashion")], brands: [refs.brands.get("Aarong")], products: deals.map((p) => p.id) });
  if (deals.length) {
    await db.insertInto("flash_deals").values(deals.map((p, position) => ({ product_id: p.id, top_deal: position < 4 ? 1 : 0, position, starts_at: at(-1), ends_at: at(7) }))).execute();
  }
  const gadgets = random.sample(pool.filter((p) => p.department === "electronics-accessories" && p.price >= 15e4), 8);
  await addCampaign(db, {
    slug: "tech-appliance-week",
    title: "Tech & Appliance Week",
    image: "campaign/tech-appliance-week.webp",
    is_flash: 0,
    short_description: "Flat \u09F3500 off phones, tablets, Walton and Singer appliances. Official warranty, cash on delivery.",
    discount_type: "fixed",
    discount: 5e4,
    starts_at: at(-2),
    ends_at: at(14)
  }, {
    categories: [refs.categories.get("mobiles-tablets")],
    brands: ["Walton", "Singer Bangladesh"].map((name) => refs.brands.get(name)),
    products: gadgets.map((p) => p.id)
  });
  return [
    { path: "campaign/mega-flash-sale.webp", title: "Mega Flash Sale", offer: "20% off for 7 days only", colour: "#be123c" },
    { path: "campaign/tech-appliance-week.webp", title: "Tech & Appliance Week", offer: "Flat Tk 500 off phones and appliances", colour: "#1d4ed8" }
  ];
}

// server/db/seed/careers.ts
var DAY3 = 24 * 36e5;
var ABOUT_US = `<p>Haat is an online shop for the whole of Bangladesh. We started with a simple idea: a family in Rangpur or Barishal should be able to buy the same things, at the same prices, as a family in Gulshan, and pay only when the parcel is in their hands.</p>
<h2>What we stand for</h2>
<ul>
<li><strong>Cash on delivery everywhere.</strong> We deliver to all 64 districts with Pathao, and you pay at your door.</li>
<li><strong>Honest prices.</strong> The price you see is the price you pay; delivery is shown before you order.</li>
<li><strong>Genuine products.</strong> We buy from brands and their official distributors, and take back anything that is not what we promised.</li>
<li><strong>A site that works on any phone.</strong> Our pages are built to load quickly on a slow connection and a modest handset.</li>
</ul>
<h2>Our story</h2>
<p>Haat began in a small office in Dhaka with a few hundred products and one delivery partner. Today we carry thousands of products in twelve departments, from groceries and clothes to phones and home appliances, and a team in Dhaka and Chattogram works to get each order to you quickly.</p>
<h2>Talk to us</h2>
<p>Our hotline, 09612-345678, is open every day from 9 am to 10 pm. You can also read our <a href="/blog">blog</a> for shopping guides, or see our <a href="/careers">open positions</a> if you would like to work with us.</p>`;
var job = (intro, duties, needs) => `<p>${intro}</p><h3>What you will do</h3><ul>${duties.map((d) => `<li>${d}</li>`).join("")}</ul><h3>What we are looking for</h3><ul>${needs.map((n) => `<li>${n}</li>`).join("")}</ul>`;
var JOBS = [
  {
    title: "Customer Support Executive",
    slug: "customer-support-executive",
    department: "Customer Experience",
    location: "Dhaka (Tejgaon)",
    job_type: "Full-time",
    days: 12,
    html: job(
      "Help shoppers across Bangladesh by phone, chat and email, from order questions to returns.",
      ["Answer calls and chats about orders, deliveries and returns.", "Follow up with couriers on late parcels.", "Record feedback that helps us improve."],
      ["Clear spoken Bangla and good written English.", "Patience and a friendly manner.", "HSC or higher; a year of call-centre experience is a plus."]
    )
  },
  {
    title: "Frontend Engineer (React)",
    slug: "frontend-engineer-react",
    department: "Technology",
    location: "Dhaka (Banani) / Remote",
    job_type: "Full-time",
    days: 21,
    html: job(
      "Build the storefront that millions of shoppers use on modest phones and slow networks.",
      ["Build fast, accessible pages with React and TypeScript.", "Measure and reduce the JavaScript each page sends.", "Write tests that read like a shopper."],
      ["Two or more years with React and TypeScript.", "Care for performance and accessibility.", "Experience with server-rendered pages is a plus."]
    )
  },
  {
    title: "Warehouse Supervisor",
    slug: "warehouse-supervisor",
    department: "Operations",
    location: "Gazipur",
    job_type: "Full-time",
    days: 16,
    html: job(
      "Lead a team of pickers and packers at our main warehouse.",
      ["Plan shifts and daily picking targets.", "Keep stock counts accurate.", "Make sure every parcel leaves packed well and on time."],
      ["Three years of warehouse or logistics experience.", "Comfort with spreadsheets and handheld scanners.", "Able to work rotating shifts in peak seasons."]
    )
  },
  {
    title: "Digital Marketing Executive",
    slug: "digital-marketing-executive",
    department: "Marketing",
    location: "Dhaka (Banani)",
    job_type: "Full-time",
    days: 9,
    html: job(
      "Plan and run our campaigns for Eid, Pohela Boishakh and the year in between.",
      ["Run social media and search campaigns.", "Write campaign copy in Bangla and English.", "Report on what each campaign sold, not only clicks."],
      ["One to three years in digital marketing.", "Good writing in both languages.", "Comfort with numbers and analytics tools."]
    )
  },
  {
    title: "Delivery Operations Coordinator",
    slug: "delivery-operations-coordinator",
    department: "Operations",
    location: "Chattogram",
    job_type: "Contract (6 months)",
    days: 30,
    html: job(
      "Coordinate deliveries with our courier partners in the Chattogram division.",
      ["Track parcels and solve delivery problems with couriers.", "Handle returned and refused parcels.", "Report delivery times by area every week."],
      ["Experience in courier or logistics operations.", "Knowledge of Chattogram and its districts.", "A motorcycle licence is a plus."]
    )
  },
  {
    title: "Bangla Content Writer",
    slug: "bangla-content-writer",
    department: "Marketing",
    location: "Dhaka (Banani)",
    job_type: "Part-time",
    days: -5,
    html: job(
      "Write product descriptions and blog posts in Bangla.",
      ["Write clear product descriptions.", "Write shopping guides for the blog."],
      ["Excellent written Bangla.", "A portfolio of published writing."]
    )
  }
];
var dayFrom = (now, days) => new Date(now.getTime() + 6 * 36e5 + days * DAY3).toISOString().slice(0, 10);
async function seedCareers(db, now = /* @__PURE__ */ new Date()) {
  await db.insertInto("content_pages").values({ slug: "about-us", title: "About Us", html: ABOUT_US }).execute();
  await db.insertInto("job_posts").values(JOBS.map(({ days, html, ...post }) => ({ ...post, description: html, deadline: dayFrom(now, days) }))).execute();
  return JOBS.length;
}

// server/db/seed/banglaNames.ts
var composed = (names) => Object.fromEntries(Object.entries(names).map(([key2, name]) => [key2, name.normalize("NFC")]));
var CATEGORY_NAMES_BN = composed({
  groceries: "\u09AE\u09C1\u09A6\u09BF \u09AC\u09BE\u099C\u09BE\u09B0",
  "mens-fashion": "\u099B\u09C7\u09B2\u09C7\u09A6\u09C7\u09B0 \u09AB\u09CD\u09AF\u09BE\u09B6\u09A8",
  "womens-fashion": "\u09AE\u09C7\u09AF\u09BC\u09C7\u09A6\u09C7\u09B0 \u09AB\u09CD\u09AF\u09BE\u09B6\u09A8",
  "mobiles-tablets": "\u09AE\u09CB\u09AC\u09BE\u0987\u09B2 \u09AB\u09CB\u09A8 \u0993 \u099F\u09CD\u09AF\u09BE\u09AC\u09B2\u09C7\u099F",
  "electronics-accessories": "\u0987\u09B2\u09C7\u0995\u099F\u09CD\u09B0\u09A8\u09BF\u0995\u09CD\u09B8 \u098F\u0995\u09CD\u09B8\u09C7\u09B8\u09B0\u09BF\u099C",
  "home-appliances": "\u09B9\u09CB\u09AE \u0985\u09CD\u09AF\u09BE\u09AA\u09CD\u09B2\u09BE\u09AF\u09BC\u09C7\u09A8\u09CD\u09B8",
  "health-beauty": "\u09B8\u09CD\u09AC\u09BE\u09B8\u09CD\u09A5\u09CD\u09AF \u0993 \u09B8\u09CC\u09A8\u09CD\u09A6\u09B0\u09CD\u09AF",
  "babies-toys": "\u09B6\u09BF\u09B6\u09C1 \u0993 \u0996\u09C7\u09B2\u09A8\u09BE",
  "home-lifestyle": "\u0998\u09B0 \u0993 \u09B2\u09BE\u0987\u09AB\u09B8\u09CD\u099F\u09BE\u0987\u09B2",
  "sports-outdoor": "\u0996\u09C7\u09B2\u09BE\u09A7\u09C1\u09B2\u09BE \u0993 \u0986\u0989\u099F\u09A1\u09CB\u09B0",
  "books-stationery": "\u09AC\u0987 \u0993 \u09B8\u09CD\u099F\u09C7\u09B6\u09A8\u09BE\u09B0\u09BF",
  "watches-bags": "\u0998\u09A1\u09BC\u09BF \u0993 \u09AC\u09CD\u09AF\u09BE\u0997"
});
var BRAND_NAMES_BN = composed({
  Walton: "\u0993\u09AF\u09BC\u09BE\u09B2\u099F\u09A8",
  Symphony: "\u09B8\u09BF\u09AE\u09CD\u09AB\u09A8\u09BF",
  Aarong: "\u0986\u09A1\u09BC\u0982",
  Yellow: "\u0987\u09AF\u09BC\u09C7\u09B2\u09CB",
  Pran: "\u09AA\u09CD\u09B0\u09BE\u09A3",
  Radhuni: "\u09B0\u09BE\u0981\u09A7\u09C1\u09A8\u09C0",
  ACI: "\u098F\u09B8\u09BF\u0986\u0987",
  "Square Toiletries": "\u09B8\u09CD\u0995\u09AF\u09BC\u09BE\u09B0 \u099F\u09AF\u09BC\u09B2\u09C7\u099F\u09CD\u09B0\u09BF\u099C",
  Bata: "\u09AC\u09BE\u099F\u09BE",
  Apex: "\u098F\u09AA\u09C7\u0995\u09CD\u09B8",
  RFL: "\u0986\u09B0\u098F\u09AB\u098F\u09B2",
  Marico: "\u09AE\u09CD\u09AF\u09BE\u09B0\u09BF\u0995\u09CB",
  "Singer Bangladesh": "\u09B8\u09BF\u0999\u09CD\u0997\u09BE\u09B0 \u09AC\u09BE\u0982\u09B2\u09BE\u09A6\u09C7\u09B6",
  "Transcom Digital": "\u099F\u09CD\u09B0\u09BE\u09A8\u09CD\u09B8\u0995\u09AE \u09A1\u09BF\u099C\u09BF\u099F\u09BE\u09B2",
  Ecstasy: "\u098F\u0995\u09CD\u09B8\u099F\u09CD\u09AF\u09BE\u09B8\u09BF",
  "Kay Kraft": "\u0995\u09C7 \u0995\u09CD\u09B0\u09BE\u09AB\u099F",
  Teer: "\u09A4\u09C0\u09B0",
  Vision: "\u09AD\u09BF\u09B6\u09A8",
  Minister: "\u09AE\u09BF\u09A8\u09BF\u09B8\u09CD\u099F\u09BE\u09B0",
  Hatil: "\u09B9\u09BE\u09A4\u09BF\u09B2",
  Matador: "\u09AE\u09CD\u09AF\u09BE\u099F\u09BE\u09A1\u09CB\u09B0",
  Keya: "\u0995\u09C7\u09AF\u09BC\u09BE",
  Duronto: "\u09A6\u09C1\u09B0\u09A8\u09CD\u09A4"
});
var ITEMS = {
  "Mango Juice": "\u09AE\u09CD\u09AF\u09BE\u0999\u09CD\u0997\u09CB \u099C\u09C1\u09B8",
  "Jhal Muri Chanachur": "\u099D\u09BE\u09B2\u09AE\u09C1\u09A1\u09BC\u09BF \u099A\u09BE\u09A8\u09BE\u099A\u09C1\u09B0",
  "Tomato Ketchup": "\u099F\u09AE\u09C7\u099F\u09CB \u0995\u09C7\u099A\u09BE\u09AA",
  "Turmeric Powder": "\u09B9\u09B2\u09C1\u09A6 \u0997\u09C1\u0981\u09A1\u09BC\u09BE",
  "Chili Powder": "\u09AE\u09B0\u09BF\u099A \u0997\u09C1\u0981\u09A1\u09BC\u09BE",
  "Biryani Masala": "\u09AC\u09BF\u09B0\u09BF\u09AF\u09BC\u09BE\u09A8\u09BF \u09AE\u09B8\u09B2\u09BE",
  "Garam Masala": "\u0997\u09B0\u09AE \u09AE\u09B8\u09B2\u09BE",
  "Pure Salt": "\u09AC\u09BF\u09B6\u09C1\u09A6\u09CD\u09A7 \u09B2\u09AC\u09A3",
  "Aroma Chinigura Rice": "\u0985\u09CD\u09AF\u09BE\u09B0\u09CB\u09AE\u09BE \u099A\u09BF\u09A8\u09BF\u0997\u09C1\u0981\u09A1\u09BC\u09BE \u099A\u09BE\u09B2",
  "Pure Atta": "\u09AC\u09BF\u09B6\u09C1\u09A6\u09CD\u09A7 \u0986\u099F\u09BE",
  "Soybean Oil": "\u09B8\u09AF\u09BC\u09BE\u09AC\u09BF\u09A8 \u09A4\u09C7\u09B2",
  "Refined Sugar": "\u09AA\u09B0\u09BF\u09B6\u09CB\u09A7\u09BF\u09A4 \u099A\u09BF\u09A8\u09BF",
  "Mustard Oil": "\u09B8\u09B0\u09BF\u09B7\u09BE\u09B0 \u09A4\u09C7\u09B2",
  "Cotton Panjabi": "\u09B8\u09C1\u09A4\u09BF \u09AA\u09BE\u099E\u09CD\u099C\u09BE\u09AC\u09BF",
  "Silk Panjabi": "\u09B8\u09BF\u09B2\u09CD\u0995 \u09AA\u09BE\u099E\u09CD\u099C\u09BE\u09AC\u09BF",
  "Slim Fit Shirt": "\u09B8\u09CD\u09B2\u09BF\u09AE \u09AB\u09BF\u099F \u09B6\u09BE\u09B0\u09CD\u099F",
  "Polo Shirt": "\u09AA\u09CB\u09B2\u09CB \u09B6\u09BE\u09B0\u09CD\u099F",
  "Chino Pant": "\u099A\u09BF\u09A8\u09CB \u09AA\u09CD\u09AF\u09BE\u09A8\u09CD\u099F",
  "Denim Jeans": "\u09A1\u09C7\u09A8\u09BF\u09AE \u099C\u09BF\u09A8\u09CD\u09B8",
  "Casual T-Shirt": "\u0995\u09CD\u09AF\u09BE\u099C\u09C1\u09AF\u09BC\u09BE\u09B2 \u099F\u09BF-\u09B6\u09BE\u09B0\u09CD\u099F",
  "Formal Blazer": "\u09AB\u09B0\u09AE\u09BE\u09B2 \u09AC\u09CD\u09B2\u09C7\u099C\u09BE\u09B0",
  "Leather Loafer": "\u099A\u09BE\u09AE\u09A1\u09BC\u09BE\u09B0 \u09B2\u09CB\u09AB\u09BE\u09B0",
  "Formal Oxford Shoe": "\u09AB\u09B0\u09AE\u09BE\u09B2 \u0985\u0995\u09CD\u09B8\u09AB\u09CB\u09B0\u09CD\u09A1 \u099C\u09C1\u09A4\u09BE",
  "Leather Sandal": "\u099A\u09BE\u09AE\u09A1\u09BC\u09BE\u09B0 \u09B8\u09CD\u09AF\u09BE\u09A8\u09CD\u09A1\u09C7\u09B2",
  "Jamdani Saree": "\u099C\u09BE\u09AE\u09A6\u09BE\u09A8\u09BF \u09B6\u09BE\u09A1\u09BC\u09BF",
  "Tangail Cotton Saree": "\u099F\u09BE\u0999\u09CD\u0997\u09BE\u0987\u09B2 \u09B8\u09C1\u09A4\u09BF \u09B6\u09BE\u09A1\u09BC\u09BF",
  "Salwar Kameez": "\u09B8\u09BE\u09B2\u09CB\u09AF\u09BC\u09BE\u09B0 \u0995\u09BE\u09AE\u09BF\u099C",
  "Printed Kurti": "\u09AA\u09CD\u09B0\u09BF\u09A8\u09CD\u099F\u09C7\u09A1 \u0995\u09C1\u09B0\u09CD\u09A4\u09BF",
  "Palazzo Pant": "\u09AA\u09BE\u09B2\u09BE\u099C\u09CB \u09AA\u09CD\u09AF\u09BE\u09A8\u09CD\u099F",
  "Three Piece": "\u09A5\u09CD\u09B0\u09BF \u09AA\u09BF\u09B8",
  "Cotton Orna": "\u09B8\u09C1\u09A4\u09BF \u0993\u09A1\u09BC\u09A8\u09BE",
  "Ladies Sandal": "\u09B2\u09C7\u09A1\u09BF\u09B8 \u09B8\u09CD\u09AF\u09BE\u09A8\u09CD\u09A1\u09C7\u09B2",
  "Ladies Heel": "\u09B2\u09C7\u09A1\u09BF\u09B8 \u09B9\u09BF\u09B2",
  "Primo R10": "\u09AA\u09CD\u09B0\u09BF\u09AE\u09CB R10",
  "Orbit Y21": "\u0985\u09B0\u09AC\u09BF\u099F Y21",
  "Walpad 8X Tablet": "\u0993\u09AF\u09BC\u09BE\u09B2\u09AA\u09CD\u09AF\u09BE\u09A1 8X \u099F\u09CD\u09AF\u09BE\u09AC\u09B2\u09C7\u099F",
  "Innova 30": "\u0987\u09A8\u09CB\u09AD\u09BE 30",
  "Z60 Plus": "Z60 \u09AA\u09CD\u09B2\u09BE\u09B8",
  "Atom 5": "\u0985\u09CD\u09AF\u09BE\u099F\u09AE 5",
  "B69 Feature Phone": "B69 \u09AB\u09BF\u099A\u09BE\u09B0 \u09AB\u09CB\u09A8",
  "Samsung Galaxy A15": "\u09B8\u09CD\u09AF\u09BE\u09AE\u09B8\u09BE\u0982 \u0997\u09CD\u09AF\u09BE\u09B2\u09BE\u0995\u09CD\u09B8\u09BF A15",
  "Samsung Galaxy Tab A9": "\u09B8\u09CD\u09AF\u09BE\u09AE\u09B8\u09BE\u0982 \u0997\u09CD\u09AF\u09BE\u09B2\u09BE\u0995\u09CD\u09B8\u09BF \u099F\u09CD\u09AF\u09BE\u09AC A9",
  "Nokia 105": "\u09A8\u09CB\u0995\u09BF\u09AF\u09BC\u09BE 105",
  "Power Bank": "\u09AA\u09BE\u0993\u09AF\u09BC\u09BE\u09B0 \u09AC\u09CD\u09AF\u09BE\u0982\u0995",
  "Wireless Earbuds": "\u0993\u09AF\u09BC\u09CD\u09AF\u09BE\u09B0\u09B2\u09C7\u09B8 \u0987\u09AF\u09BC\u09BE\u09B0\u09AC\u09BE\u09A1\u09B8",
  "Wi-Fi Router": "\u0993\u09AF\u09BC\u09BE\u0987-\u09AB\u09BE\u0987 \u09B0\u09BE\u0989\u099F\u09BE\u09B0",
  "Fast Charger": "\u09AB\u09BE\u09B8\u09CD\u099F \u099A\u09BE\u09B0\u09CD\u099C\u09BE\u09B0",
  "Bluetooth Neckband": "\u09AC\u09CD\u09B2\u09C1\u099F\u09C1\u09A5 \u09A8\u09C7\u0995\u09AC\u09CD\u09AF\u09BE\u09A8\u09CD\u09A1",
  "Samsung 25W Adapter": "\u09B8\u09CD\u09AF\u09BE\u09AE\u09B8\u09BE\u0982 25W \u0985\u09CD\u09AF\u09BE\u09A1\u09BE\u09AA\u09CD\u099F\u09BE\u09B0",
  "Type-C Cable": "\u099F\u09BE\u0987\u09AA-\u09B8\u09BF \u0995\u09CD\u09AF\u09BE\u09AC\u09B2",
  "Wireless Mouse": "\u0993\u09AF\u09BC\u09CD\u09AF\u09BE\u09B0\u09B2\u09C7\u09B8 \u09AE\u09BE\u0989\u09B8",
  "Smart Watch": "\u09B8\u09CD\u09AE\u09BE\u09B0\u09CD\u099F \u0993\u09AF\u09BC\u09BE\u099A",
  Refrigerator: "\u09B0\u09C7\u09AB\u09CD\u09B0\u09BF\u099C\u09BE\u09B0\u09C7\u099F\u09B0",
  "Smart LED TV": "\u09B8\u09CD\u09AE\u09BE\u09B0\u09CD\u099F LED \u099F\u09BF\u09AD\u09BF",
  "Split Air Conditioner": "\u09B8\u09CD\u09AA\u09CD\u09B2\u09BF\u099F \u098F\u09B8\u09BF",
  "Sewing Machine": "\u09B8\u09C7\u09B2\u09BE\u0987 \u09AE\u09C7\u09B6\u09BF\u09A8",
  "Washing Machine": "\u0993\u09AF\u09BC\u09BE\u09B6\u09BF\u0982 \u09AE\u09C7\u09B6\u09BF\u09A8",
  "Microwave Oven": "\u09AE\u09BE\u0987\u0995\u09CD\u09B0\u09CB\u0993\u09AF\u09BC\u09C7\u09AD \u0993\u09AD\u09C7\u09A8",
  "Rice Cooker": "\u09B0\u09BE\u0987\u09B8 \u0995\u09C1\u0995\u09BE\u09B0",
  Blender: "\u09AC\u09CD\u09B2\u09C7\u09A8\u09CD\u09A1\u09BE\u09B0",
  "Electric Kettle": "\u0987\u09B2\u09C7\u0995\u099F\u09CD\u09B0\u09BF\u0995 \u0995\u09C7\u099F\u09B2\u09BF",
  "Ceiling Fan": "\u09B8\u09BF\u09B2\u09BF\u0982 \u09AB\u09CD\u09AF\u09BE\u09A8",
  "Gas Stove": "\u0997\u09CD\u09AF\u09BE\u09B8\u09C7\u09B0 \u099A\u09C1\u09B2\u09BE",
  "Meril Petroleum Jelly": "\u09AE\u09C7\u09B0\u09BF\u09B2 \u09AA\u09C7\u099F\u09CD\u09B0\u09CB\u09B2\u09BF\u09AF\u09BC\u09BE\u09AE \u099C\u09C7\u09B2\u09BF",
  "Meril Baby Lotion": "\u09AE\u09C7\u09B0\u09BF\u09B2 \u09AC\u09C7\u09AC\u09BF \u09B2\u09CB\u09B6\u09A8",
  "Jui Coconut Hair Oil": "\u099C\u09C1\u0981\u0987 \u09A8\u09BE\u09B0\u09BF\u0995\u09C7\u09B2 \u09A4\u09C7\u09B2",
  "Select Plus Shampoo": "\u09B8\u09BF\u09B2\u09C7\u0995\u09CD\u099F \u09AA\u09CD\u09B2\u09BE\u09B8 \u09B6\u09CD\u09AF\u09BE\u09AE\u09CD\u09AA\u09C1",
  "Parachute Coconut Oil": "\u09AA\u09CD\u09AF\u09BE\u09B0\u09BE\u09B8\u09C1\u099F \u09A8\u09BE\u09B0\u09BF\u0995\u09C7\u09B2 \u09A4\u09C7\u09B2",
  "Parachute Advansed Aloe Vera Oil": "\u09AA\u09CD\u09AF\u09BE\u09B0\u09BE\u09B8\u09C1\u099F \u0985\u09CD\u09AF\u09BE\u09A1\u09AD\u09BE\u09A8\u09CD\u09B8\u09A1 \u0985\u09CD\u09AF\u09BE\u09B2\u09CB\u09AD\u09C7\u09B0\u09BE \u09A4\u09C7\u09B2",
  "Set Wet Hair Gel": "\u09B8\u09C7\u099F \u0993\u09AF\u09BC\u09C7\u099F \u09B9\u09C7\u09AF\u09BC\u09BE\u09B0 \u099C\u09C7\u09B2",
  "Livon Hair Serum": "\u09B2\u09BF\u09AD\u09A8 \u09B9\u09C7\u09AF\u09BC\u09BE\u09B0 \u09B8\u09BF\u09B0\u09BE\u09AE",
  "Savlon Antiseptic Liquid": "\u09B8\u09CD\u09AF\u09BE\u09AD\u09B2\u09A8 \u0985\u09CD\u09AF\u09BE\u09A8\u09CD\u099F\u09BF\u09B8\u09C7\u09AA\u099F\u09BF\u0995 \u09B2\u09BF\u0995\u09C1\u0987\u09A1",
  "Savlon Handwash": "\u09B8\u09CD\u09AF\u09BE\u09AD\u09B2\u09A8 \u09B9\u09CD\u09AF\u09BE\u09A8\u09CD\u09A1\u0993\u09AF\u09BC\u09BE\u09B6",
  "Beauty Soap": "\u09AC\u09BF\u0989\u099F\u09BF \u09B8\u09CB\u09AA",
  "Petroleum Jelly": "\u09AA\u09C7\u099F\u09CD\u09B0\u09CB\u09B2\u09BF\u09AF\u09BC\u09BE\u09AE \u099C\u09C7\u09B2\u09BF",
  "Baby Bath Tub": "\u09AC\u09C7\u09AC\u09BF \u09AC\u09BE\u09A5\u099F\u09BE\u09AC",
  "Baby Walker": "\u09AC\u09C7\u09AC\u09BF \u0993\u09AF\u09BC\u09BE\u0995\u09BE\u09B0",
  "Kids Chair": "\u09AC\u09BE\u099A\u09CD\u099A\u09BE\u09A6\u09C7\u09B0 \u099A\u09C7\u09AF\u09BC\u09BE\u09B0",
  "Toy Car": "\u0996\u09C7\u09B2\u09A8\u09BE \u0997\u09BE\u09A1\u09BC\u09BF",
  "Kids Bicycle": "\u09AC\u09BE\u099A\u09CD\u099A\u09BE\u09A6\u09C7\u09B0 \u09B8\u09BE\u0987\u0995\u09C7\u09B2",
  "Meril Baby Shampoo": "\u09AE\u09C7\u09B0\u09BF\u09B2 \u09AC\u09C7\u09AC\u09BF \u09B6\u09CD\u09AF\u09BE\u09AE\u09CD\u09AA\u09C1",
  "Supermom Baby Diaper": "\u09B8\u09C1\u09AA\u09BE\u09B0\u09AE\u09AE \u09AC\u09C7\u09AC\u09BF \u09A1\u09BE\u09AF\u09BC\u09BE\u09AA\u09BE\u09B0",
  "Kids Lunch Box": "\u09AC\u09BE\u099A\u09CD\u099A\u09BE\u09A6\u09C7\u09B0 \u09B2\u09BE\u099E\u09CD\u099A \u09AC\u0995\u09CD\u09B8",
  "Plastic Chair": "\u09AA\u09CD\u09B2\u09BE\u09B8\u09CD\u099F\u09BF\u0995\u09C7\u09B0 \u099A\u09C7\u09AF\u09BC\u09BE\u09B0",
  "Water Jug": "\u09AA\u09BE\u09A8\u09BF\u09B0 \u099C\u0997",
  "Storage Container Set": "\u09B8\u09CD\u099F\u09CB\u09B0\u09C7\u099C \u0995\u09A8\u09CD\u099F\u09C7\u0987\u09A8\u09BE\u09B0 \u09B8\u09C7\u099F",
  "Nakshi Kantha": "\u09A8\u0995\u09B6\u09BF \u0995\u09BE\u0981\u09A5\u09BE",
  "Jute Basket": "\u09AA\u09BE\u099F\u09C7\u09B0 \u099D\u09C1\u09A1\u09BC\u09BF",
  "Terracotta Vase": "\u099F\u09C7\u09B0\u09BE\u0995\u09CB\u099F\u09BE \u09AB\u09C1\u09B2\u09A6\u09BE\u09A8\u09BF",
  "Study Table": "\u09AA\u09A1\u09BC\u09BE\u09B0 \u099F\u09C7\u09AC\u09BF\u09B2",
  Bookshelf: "\u09AC\u09C1\u0995\u09B6\u09C7\u09B2\u09AB",
  "Dining Chair": "\u09A1\u09BE\u0987\u09A8\u09BF\u0982 \u099A\u09C7\u09AF\u09BC\u09BE\u09B0",
  "Mountain Bicycle": "\u09AE\u09BE\u0989\u09A8\u09CD\u099F\u09C7\u09A8 \u09B8\u09BE\u0987\u0995\u09C7\u09B2",
  "City Bicycle": "\u09B8\u09BF\u099F\u09BF \u09B8\u09BE\u0987\u0995\u09C7\u09B2",
  "Power Running Shoe": "\u09AA\u09BE\u0993\u09AF\u09BC\u09BE\u09B0 \u09B0\u09BE\u09A8\u09BF\u0982 \u09B6\u09C1",
  "Sports Sneaker": "\u09B8\u09CD\u09AA\u09CB\u09B0\u09CD\u099F\u09B8 \u09B8\u09CD\u09A8\u09BF\u0995\u09BE\u09B0",
  "Training Jersey": "\u099F\u09CD\u09B0\u09C7\u09A8\u09BF\u0982 \u099C\u09BE\u09B0\u09CD\u09B8\u09BF",
  "Track Jogger": "\u099F\u09CD\u09B0\u09CD\u09AF\u09BE\u0995 \u099C\u0997\u09BE\u09B0",
  "Sports Water Bottle": "\u09B8\u09CD\u09AA\u09CB\u09B0\u09CD\u099F\u09B8 \u09AA\u09BE\u09A8\u09BF\u09B0 \u09AC\u09CB\u09A4\u09B2",
  "Pinpoint Ball Pen": "\u09AA\u09BF\u09A8\u09AA\u09AF\u09BC\u09C7\u09A8\u09CD\u099F \u09AC\u09B2\u09AA\u09C7\u09A8",
  "Orbit Gel Pen": "\u0985\u09B0\u09AC\u09BF\u099F \u099C\u09C7\u09B2 \u09AA\u09C7\u09A8",
  "Geometry Box": "\u099C\u09CD\u09AF\u09BE\u09AE\u09BF\u09A4\u09BF \u09AC\u0995\u09CD\u09B8",
  "Highlighter Set": "\u09B9\u09BE\u0987\u09B2\u09BE\u0987\u099F\u09BE\u09B0 \u09B8\u09C7\u099F",
  "Exercise Khata": "\u098F\u0995\u09CD\u09B8\u09BE\u09B0\u09B8\u09BE\u0987\u099C \u0996\u09BE\u09A4\u09BE",
  "Whiteboard Marker": "\u09B9\u09CB\u09AF\u09BC\u09BE\u0987\u099F\u09AC\u09CB\u09B0\u09CD\u09A1 \u09AE\u09BE\u09B0\u09CD\u0995\u09BE\u09B0",
  "Colour Pencil": "\u09B0\u0982 \u09AA\u09C7\u09A8\u09CD\u09B8\u09BF\u09B2",
  "Leather Wallet": "\u099A\u09BE\u09AE\u09A1\u09BC\u09BE\u09B0 \u09AE\u09BE\u09A8\u09BF\u09AC\u09CD\u09AF\u09BE\u0997",
  "Office Backpack": "\u0985\u09AB\u09BF\u09B8 \u09AC\u09CD\u09AF\u09BE\u0995\u09AA\u09CD\u09AF\u09BE\u0995",
  "Leather Belt": "\u099A\u09BE\u09AE\u09A1\u09BC\u09BE\u09B0 \u09AC\u09C7\u09B2\u09CD\u099F",
  "Ladies Handbag": "\u09B2\u09C7\u09A1\u09BF\u09B8 \u09B9\u09CD\u09AF\u09BE\u09A8\u09CD\u09A1\u09AC\u09CD\u09AF\u09BE\u0997",
  "Travel Duffel Bag": "\u099F\u09CD\u09B0\u09BE\u09AD\u09C7\u09B2 \u09A1\u09BE\u09AB\u09C7\u09B2 \u09AC\u09CD\u09AF\u09BE\u0997",
  "Leather Sling Bag": "\u099A\u09BE\u09AE\u09A1\u09BC\u09BE\u09B0 \u09B8\u09CD\u09B2\u09BF\u0982 \u09AC\u09CD\u09AF\u09BE\u0997",
  "Analog Wrist Watch": "\u0985\u09CD\u09AF\u09BE\u09A8\u09BE\u09B2\u0997 \u09B9\u09BE\u09A4\u0998\u09A1\u09BC\u09BF",
  "Digital Sports Watch": "\u09A1\u09BF\u099C\u09BF\u099F\u09BE\u09B2 \u09B8\u09CD\u09AA\u09CB\u09B0\u09CD\u099F\u09B8 \u0998\u09A1\u09BC\u09BF"
};
var WORDS = {
  Embroidered: "\u098F\u09AE\u09AC\u09CD\u09B0\u09AF\u09BC\u09A1\u09BE\u09B0\u09BF",
  Oxford: "\u0985\u0995\u09CD\u09B8\u09AB\u09CB\u09B0\u09CD\u09A1",
  Pique: "\u09AA\u09BF\u0995\u09C7",
  Stiletto: "\u09B8\u09CD\u099F\u09BF\u09B2\u09C7\u099F\u09CB",
  Cuffed: "\u0995\u09BE\u09AB\u09A1",
  "Push Along": "\u09AA\u09C1\u09B6 \u0985\u09CD\u09AF\u09BE\u09B2\u0982",
  Printed: "\u09AA\u09CD\u09B0\u09BF\u09A8\u09CD\u099F\u09C7\u09A1",
  Solid: "\u09B8\u09B2\u09BF\u09A1",
  Karchupi: "\u0995\u09BE\u09B0\u099A\u09C1\u09AA\u09BF",
  Jacquard: "\u099C\u09CD\u09AF\u09BE\u0995\u09BE\u09B0\u09CD\u09A1",
  Check: "\u099A\u09C7\u0995",
  Linen: "\u09B2\u09BF\u09A8\u09C7\u09A8",
  Striped: "\u09B8\u09CD\u099F\u09CD\u09B0\u09BE\u0987\u09AA",
  Stretch: "\u09B8\u09CD\u099F\u09CD\u09B0\u09C7\u099A",
  Regular: "\u09B0\u09C7\u0997\u09C1\u09B2\u09BE\u09B0",
  Slim: "\u09B8\u09CD\u09B2\u09BF\u09AE",
  Straight: "\u09B8\u09CD\u099F\u09CD\u09B0\u09C7\u0987\u099F",
  Graphic: "\u0997\u09CD\u09B0\u09BE\u09AB\u09BF\u0995",
  Basic: "\u09AC\u09C7\u09B8\u09BF\u0995",
  "Two Button": "\u099F\u09C1 \u09AC\u09BE\u099F\u09A8",
  Classic: "\u0995\u09CD\u09B2\u09BE\u09B8\u09BF\u0995",
  Casual: "\u0995\u09CD\u09AF\u09BE\u099C\u09C1\u09AF\u09BC\u09BE\u09B2",
  Dhakai: "\u09A2\u09BE\u0995\u09BE\u0987",
  "Half Silk": "\u09B9\u09BE\u09AB \u09B8\u09BF\u09B2\u09CD\u0995",
  Woven: "\u09A4\u09BE\u0981\u09A4\u09C7 \u09AC\u09CB\u09A8\u09BE",
  Cotton: "\u09B8\u09C1\u09A4\u09BF",
  Viscose: "\u09AD\u09BF\u09B8\u0995\u09B8",
  Rayon: "\u09B0\u09C7\u09AF\u09BC\u09A8",
  "Block Print": "\u09AC\u09CD\u09B2\u0995 \u09AA\u09CD\u09B0\u09BF\u09A8\u09CD\u099F",
  "Screen Print": "\u09B8\u09CD\u0995\u09CD\u09B0\u09BF\u09A8 \u09AA\u09CD\u09B0\u09BF\u09A8\u09CD\u099F",
  "Hand Embroidered": "\u09B9\u09BE\u09A4\u09C7\u09B0 \u0995\u09BE\u099C",
  "Tie-dye": "\u099F\u09BE\u0987-\u09A1\u09BE\u0987",
  Flat: "\u09AB\u09CD\u09B2\u09CD\u09AF\u09BE\u099F",
  Wedge: "\u0993\u09AF\u09BC\u09C7\u099C",
  "Block Heel": "\u09AC\u09CD\u09B2\u0995 \u09B9\u09BF\u09B2",
  "Dual SIM": "\u09A1\u09C1\u09AF\u09BC\u09BE\u09B2 \u09B8\u09BF\u09AE",
  "Dual Band": "\u09A1\u09C1\u09AF\u09BC\u09BE\u09B2 \u09AC\u09CD\u09AF\u09BE\u09A8\u09CD\u09A1",
  "Single Band": "\u09B8\u09BF\u0999\u09CD\u0997\u09C7\u09B2 \u09AC\u09CD\u09AF\u09BE\u09A8\u09CD\u09A1",
  Silent: "\u09B8\u09BE\u0987\u09B2\u09C7\u09A8\u09CD\u099F",
  Ergonomic: "\u0986\u09B0\u09CD\u0997\u09CB\u09A8\u09AE\u09BF\u0995",
  Manual: "\u09AE\u09CD\u09AF\u09BE\u09A8\u09C1\u09AF\u09BC\u09BE\u09B2",
  Electric: "\u0987\u09B2\u09C7\u0995\u099F\u09CD\u09B0\u09BF\u0995",
  "Double Burner": "\u09A1\u09BE\u09AC\u09B2 \u09AC\u09BE\u09B0\u09CD\u09A8\u09BE\u09B0",
  "Glass Top": "\u0997\u09CD\u09B2\u09BE\u09B8 \u099F\u09AA",
  Large: "\u09AC\u09A1\u09BC",
  Medium: "\u09AE\u09BE\u099D\u09BE\u09B0\u09BF",
  Small: "\u099B\u09CB\u099F",
  Musical: "\u09AE\u09BF\u0989\u099C\u09BF\u0995\u09CD\u09AF\u09BE\u09B2",
  Cartoon: "\u0995\u09BE\u09B0\u09CD\u099F\u09C1\u09A8",
  Plain: "\u09AA\u09CD\u09B2\u09C7\u0987\u09A8",
  "Remote Control": "\u09B0\u09BF\u09AE\u09CB\u099F \u0995\u09A8\u09CD\u099F\u09CD\u09B0\u09CB\u09B2",
  Armless: "\u09B9\u09BE\u09A4\u09B2 \u099B\u09BE\u09A1\u09BC\u09BE",
  "With Arm": "\u09B9\u09BE\u09A4\u09B2\u09B8\u09B9",
  Single: "\u09B8\u09BF\u0999\u09CD\u0997\u09C7\u09B2",
  Double: "\u09A1\u09BE\u09AC\u09B2",
  Tall: "\u09B2\u09AE\u09CD\u09AC\u09BE",
  Round: "\u0997\u09CB\u09B2",
  "Oak Finish": "\u0993\u0995 \u09AB\u09BF\u09A8\u09BF\u09B6",
  "Walnut Finish": "\u0993\u09AF\u09BC\u09BE\u09B2\u09A8\u09BE\u099F \u09AB\u09BF\u09A8\u09BF\u09B6",
  "Fabric Seat": "\u0995\u09BE\u09AA\u09A1\u09BC\u09C7\u09B0 \u09B8\u09BF\u099F",
  "Wooden Seat": "\u0995\u09BE\u09A0\u09C7\u09B0 \u09B8\u09BF\u099F",
  "Dry Fit": "\u09A1\u09CD\u09B0\u09BE\u0987 \u09AB\u09BF\u099F",
  Mesh: "\u09AE\u09C7\u09B6",
  Blue: "\u09A8\u09C0\u09B2",
  Black: "\u0995\u09BE\u09B2\u09CB",
  Standard: "\u09B8\u09CD\u099F\u09CD\u09AF\u09BE\u09A8\u09CD\u09A1\u09BE\u09B0\u09CD\u09A1",
  Premium: "\u09AA\u09CD\u09B0\u09BF\u09AE\u09BF\u09AF\u09BC\u09BE\u09AE",
  Bifold: "\u09AC\u09BE\u0987\u09AB\u09CB\u09B2\u09CD\u09A1",
  Trifold: "\u099F\u09CD\u09B0\u09BE\u0987\u09AB\u09CB\u09B2\u09CD\u09A1",
  "Anti-theft": "\u0985\u09CD\u09AF\u09BE\u09A8\u09CD\u099F\u09BF-\u09A5\u09C7\u09AB\u099F",
  Formal: "\u09AB\u09B0\u09AE\u09BE\u09B2",
  Tote: "\u099F\u09CB\u099F",
  Shoulder: "\u09B6\u09CB\u09B2\u09CD\u09A1\u09BE\u09B0",
  "Steel Chain": "\u09B8\u09CD\u099F\u09BF\u09B2 \u099A\u09C7\u0987\u09A8",
  "Leather Strap": "\u099A\u09BE\u09AE\u09A1\u09BC\u09BE\u09B0 \u09B8\u09CD\u099F\u09CD\u09B0\u09CD\u09AF\u09BE\u09AA",
  Waterproof: "\u0993\u09AF\u09BC\u09BE\u099F\u09BE\u09B0\u09AA\u09CD\u09B0\u09C1\u09AB",
  "Family Pack": "\u09AB\u09CD\u09AF\u09BE\u09AE\u09BF\u09B2\u09BF \u09AA\u09CD\u09AF\u09BE\u0995",
  "Value Pack": "\u09AD\u09CD\u09AF\u09BE\u09B2\u09C1 \u09AA\u09CD\u09AF\u09BE\u0995",
  Combo: "\u0995\u09AE\u09CD\u09AC\u09CB",
  Festive: "\u0989\u09CE\u09B8\u09AC",
  "Eid Collection": "\u0988\u09A6 \u0995\u09BE\u09B2\u09C7\u0995\u09B6\u09A8",
  "Pohela Boishakh": "\u09AA\u09B9\u09C7\u09B2\u09BE \u09AC\u09C8\u09B6\u09BE\u0996",
  Official: "\u0985\u09AB\u09BF\u09B6\u09BF\u09AF\u09BC\u09BE\u09B2",
  "Limited Edition": "\u09B2\u09BF\u09AE\u09BF\u099F\u09C7\u09A1 \u098F\u09A1\u09BF\u09B6\u09A8",
  Pro: "\u09AA\u09CD\u09B0\u09CB",
  Plus: "\u09AA\u09CD\u09B2\u09BE\u09B8",
  Lite: "\u09B2\u09BE\u0987\u099F",
  Inverter: "\u0987\u09A8\u09AD\u09BE\u09B0\u09CD\u099F\u09BE\u09B0",
  Smart: "\u09B8\u09CD\u09AE\u09BE\u09B0\u09CD\u099F",
  Eco: "\u0987\u0995\u09CB",
  "Travel Size": "\u099F\u09CD\u09B0\u09BE\u09AD\u09C7\u09B2 \u09B8\u09BE\u0987\u099C",
  Junior: "\u099C\u09C1\u09A8\u09BF\u09AF\u09BC\u09B0",
  Deluxe: "\u09A1\u09BF\u09B2\u09BE\u0995\u09CD\u09B8",
  "Gift Pack": "\u0997\u09BF\u09AB\u099F \u09AA\u09CD\u09AF\u09BE\u0995",
  Heritage: "\u0990\u09A4\u09BF\u09B9\u09CD\u09AF",
  Modern: "\u09AE\u09A1\u09BE\u09B0\u09CD\u09A8",
  Handmade: "\u09B9\u09BE\u09A4\u09C7 \u09A4\u09C8\u09B0\u09BF",
  Sport: "\u09B8\u09CD\u09AA\u09CB\u09B0\u09CD\u099F",
  Trail: "\u099F\u09CD\u09B0\u09C7\u0987\u09B2",
  "Office Pack": "\u0985\u09AB\u09BF\u09B8 \u09AA\u09CD\u09AF\u09BE\u0995",
  Executive: "\u098F\u0995\u09CD\u09B8\u09BF\u0995\u09BF\u0989\u099F\u09BF\u09AD",
  Travel: "\u099F\u09CD\u09B0\u09BE\u09AD\u09C7\u09B2"
};
var UNITS = {
  ml: "\u09AE\u09BF\u09B2\u09BF",
  Litre: "\u09B2\u09BF\u099F\u09BE\u09B0",
  g: "\u0997\u09CD\u09B0\u09BE\u09AE",
  kg: "\u0995\u09C7\u099C\u09BF",
  m: "\u09AE\u09BF\u099F\u09BE\u09B0",
  inch: "\u0987\u099E\u09CD\u099A\u09BF",
  Ton: "\u099F\u09A8",
  pcs: "\u09AA\u09BF\u09B8",
  Colours: "\u09B0\u0982",
  Pages: "\u09AA\u09BE\u09A4\u09BE",
  Tier: "\u09A4\u09BE\u0995",
  Chamber: "\u099A\u09C7\u09AE\u09CD\u09AC\u09BE\u09B0",
  "Litre Refill": "\u09B2\u09BF\u099F\u09BE\u09B0 \u09B0\u09BF\u09AB\u09BF\u09B2",
  "in 1": "\u0987\u09A8 \u09E7"
};
var SIZES2 = { Small: "\u09B8\u09CD\u09AE\u09B2", Medium: "\u09AE\u09BF\u09A1\u09BF\u09AF\u09BC\u09BE\u09AE", Large: "\u09B2\u09BE\u09B0\u09CD\u099C", Laptop: "\u09B2\u09CD\u09AF\u09BE\u09AA\u099F\u09AA" };
var banglaDigits = (text7) => text7.replace(/[0-9]/g, (d) => String.fromCharCode(2534 + Number(d)));
function wordsBn(text7) {
  if (WORDS[text7]) return WORDS[text7];
  const quantity = /^(?:(Small|Medium|Large|Laptop) )?(\d+(?:\.\d+)?) (.+)$/.exec(text7);
  if (quantity && UNITS[quantity[3]]) return [quantity[1] && SIZES2[quantity[1]], banglaDigits(quantity[2]), UNITS[quantity[3]]].filter(Boolean).join(" ");
  const pack2 = /^(Pack|Box|Set) of (\d+)$/.exec(text7);
  if (pack2) return `${banglaDigits(pack2[2])}\u099F\u09BF\u09B0 ${{ Pack: "\u09AA\u09CD\u09AF\u09BE\u0995", Box: "\u09AC\u0995\u09CD\u09B8", Set: "\u09B8\u09C7\u099F" }[pack2[1]]}`;
  return text7;
}
function banglaProductName(line, spec, edition, model) {
  const parts2 = [line.named ? "" : BRAND_NAMES_BN[line.brand], edition && wordsBn(edition), ITEMS[line.item] ?? line.item, wordsBn(spec)];
  return (parts2.filter(Boolean).join(" ") + model).normalize("NFC");
}

// server/db/seed/categories.ts
var DEMO_CATEGORIES = [
  ["Groceries", "groceries"],
  ["Men's Fashion", "mens-fashion"],
  ["Women's Fashion", "womens-fashion"],
  ["Mobiles & Tablets", "mobiles-tablets"],
  ["Electronics Accessories", "electronics-accessories"],
  ["Home Appliances", "home-appliances"],
  ["Health & Beauty", "health-beauty"],
  ["Babies & Toys", "babies-toys"],
  ["Home & Lifestyle", "home-lifestyle"],
  ["Sports & Outdoor", "sports-outdoor"],
  ["Books & Stationery", "books-stationery"],
  ["Watches & Bags", "watches-bags"]
];
async function seedCategories(db) {
  const ids = /* @__PURE__ */ new Map();
  const root = await db.insertInto("categories").values({ name: "root", slug: "root", position: 0 }).returning("id").executeTakeFirstOrThrow();
  for (const [position, [name, slug]] of DEMO_CATEGORIES.entries()) {
    const { id: id2 } = await db.insertInto("categories").values({ parent_id: root.id, name, name_bn: CATEGORY_NAMES_BN[slug], slug, position: position + 1, description: `Shop ${name} online in Bangladesh.` }).returning("id").executeTakeFirstOrThrow();
    const filters = DEPARTMENTS.find((d) => d.slug === slug)?.filters ?? ["price", "brand", "color", "size"];
    await db.insertInto("category_filterable_attributes").values(filters.map((code) => ({ owner_id: id2, code }))).execute();
    ids.set(slug, id2);
  }
  return ids;
}

// server/db/seed/coupons.ts
var DAY4 = 24 * 3600 * 1e3;
function demoCoupons(now = /* @__PURE__ */ new Date()) {
  const at = (days) => new Date(now.getTime() + days * DAY4).toISOString();
  const coupon = (row) => ({ max_discount: null, times_used: 0, status: 1, ...row });
  return [
    // 10 % off orders of ৳ 1,000 or more.
    coupon({ code: "EID10", type: "percentage", value: 1e3, min_order: 1e5, starts_at: at(-1), expires_at: at(365), usage_limit: 1e3 }),
    // ৳ 200 off orders of ৳ 1,500 or more.
    coupon({ code: "WELCOME200", type: "fixed", value: 2e4, min_order: 15e4, starts_at: at(-1), expires_at: null, usage_limit: 500 }),
    // Ended: refused as expired.
    coupon({ code: "PUJA15", type: "percentage", value: 1500, min_order: 5e4, starts_at: at(-60), expires_at: at(-30), usage_limit: null }),
    // Every use taken: refused as used up.
    coupon({ code: "FLASH50", type: "fixed", value: 5e3, min_order: 0, starts_at: at(-10), expires_at: at(30), usage_limit: 100, times_used: 100 })
  ];
}
async function seedCoupons(db, now = /* @__PURE__ */ new Date()) {
  const coupons = demoCoupons(now);
  await db.insertInto("coupons").values(coupons).execute();
  return coupons.length;
}

// server/db/seed/customers.ts
var DEMO_CUSTOMER = {
  first_name: "Rahim",
  last_name: "Uddin",
  email: "demo@haat.test",
  phone: "01711000000",
  password: "haat1234"
};
async function seedCustomers(db) {
  const { password, ...customer } = DEMO_CUSTOMER;
  await db.insertInto("customers").values({ ...customer, password_hash: await hashPassword(password), is_subscribed: 1 }).execute();
  return 1;
}

// server/db/seed/insert.ts
var import_kysely29 = require("kysely");
async function insertRows(db, table, rows2) {
  if (rows2.length === 0) return;
  const columns = Object.keys(rows2[0]).length;
  const batch = Math.max(1, Math.floor(3e4 / columns));
  for (let i = 0; i < rows2.length; i += batch) {
    await db.insertInto(table).values(rows2.slice(i, i + batch)).execute();
  }
}
async function nextId(db, table) {
  const row = await db.selectFrom(table).select((eb) => eb.fn.max("id").as("max")).executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}
async function syncIdSequences(db, tables) {
  if (!(db.getExecutor().adapter instanceof import_kysely29.PostgresAdapter)) return;
  for (const table of tables) {
    await import_kysely29.sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${import_kysely29.sql.table(table)}), 0) + 1, false)`.execute(db);
  }
}
async function analyzeAfterSeed(db) {
  if (!(db.getExecutor().adapter instanceof import_kysely29.PostgresAdapter)) return;
  await import_kysely29.sql`analyze products, product_categories, product_colors, product_sizes, product_variants, product_images, related_products`.execute(db);
}

// server/db/seed/reviewPhotos.ts
var import_node_fs9 = require("node:fs");
var import_node_path14 = __toESM(require("node:path"));
var import_sharp5 = __toESM(require("sharp"));
var SURFACES = ["#d6c3a5", "#c9b79c", "#e8e2d6", "#b9a38a", "#dfe7ec", "#efe6f2"];
async function drawReviewPhotos(storageDir, plans) {
  let drawn = 0;
  for (const plan of plans) {
    const source = import_node_path14.default.join(storageDir, plan.source);
    if (!(0, import_node_fs9.existsSync)(source)) continue;
    const random = new Random(plan.seed);
    const background = random.pick(SURFACES);
    const photo2 = await (0, import_sharp5.default)({ create: { width: 600, height: 600, channels: 3, background } }).composite([{ input: source, top: random.int(0, 90), left: random.int(0, 170) }]).jpeg({ quality: 85 }).toBuffer();
    await replaceStorage(storageDir, await reviewPhotoFiles(photo2, plan, { name: plan.source, field: "photos" }));
    drawn += 1;
  }
  return drawn;
}

// server/db/seed/orderHistories.ts
var HOUR = 3600 * 1e3;
var SHIPPING = 6e3;
async function deliveredHistories(db) {
  const orders = await db.selectFrom("orders").select(["id", "created_at"]).where("status", "=", ORDER_STATUS.delivered).orderBy("id").execute();
  const events = [];
  for (const order of orders) {
    const random = new Random(3342 + order.id);
    const placed = new Date(order.created_at).getTime();
    const steps = [
      [ORDER_STATUS.placed, 0],
      [ORDER_STATUS.confirmed, random.int(1, 6) * HOUR],
      [ORDER_STATUS.withCourier, random.int(18, 30) * HOUR],
      [ORDER_STATUS.delivered, random.int(36, 46) * HOUR]
    ];
    for (const [status, after] of steps) events.push({ order_id: order.id, status, created_at: new Date(placed + after).toISOString() });
  }
  await insertRows(db, "order_status_events", events);
}
async function orderOnItsWay(db, product, now) {
  const demo = await db.selectFrom("customers").select(["id", "first_name", "last_name", "email", "phone"]).where("email", "=", DEMO_CUSTOMER.email).executeTakeFirstOrThrow();
  const id2 = await nextId(db, "orders");
  const placed = new Date(now.getTime() - 50 * HOUR);
  const created_at = placed.toISOString();
  const { id: cartId } = await db.insertInto("carts").values({ customer_id: demo.id, is_active: 0, created_at, updated_at: created_at }).returning("id").executeTakeFirstOrThrow();
  const person = { first_name: demo.first_name, last_name: demo.last_name, email: demo.email, phone: demo.phone };
  await db.insertInto("orders").values({
    id: id2,
    increment_id: incrementIdOf(id2),
    customer_id: demo.id,
    status: ORDER_STATUS.placed,
    cart_id: cartId,
    customer_first_name: person.first_name,
    customer_last_name: person.last_name,
    customer_email: person.email,
    customer_phone: person.phone,
    shipping_method: "free_free",
    shipping_title: "Pathao Regular",
    payment_method: "cashondelivery",
    payment_title: "Cash On Delivery",
    sub_total: product.price * 2,
    discount_amount: 0,
    shipping_amount: SHIPPING,
    tax_amount: 0,
    grand_total: product.price * 2 + SHIPPING,
    created_at
  }).execute();
  await db.insertInto("order_items").values({ order_id: id2, product_id: product.id, sku: product.sku, name: product.name, price: product.price, qty_ordered: 2, total: product.price * 2, tax_percent: 0, tax_amount: 0 }).execute();
  await db.insertInto("order_addresses").values(["billing", "shipping"].map((address_type) => ({
    order_id: id2,
    address_type,
    ...person,
    address1: "House 7, Road 27",
    city: "Dhanmondi",
    state: "Dhaka",
    postcode: "1209",
    country: "BD"
  }))).execute();
  await syncIdSequences(db, ["orders"]);
  await recordPlaced(db, id2, created_at);
  await changeOrderStatus(db, id2, ORDER_STATUS.confirmed, { at: new Date(placed.getTime() + 3 * HOUR) });
  await changeOrderStatus(db, id2, ORDER_STATUS.withCourier, { at: new Date(now.getTime() - 20 * HOUR) });
}
async function seedOrderHistories(db, products2, now) {
  await deliveredHistories(db);
  const product = products2.slice(2).find((p) => p.type === "simple");
  if (product) await orderOnItsWay(db, product, now);
}

// server/db/seed/reviews.ts
var import_kysely30 = require("kysely");

// server/db/seed/reviewTexts.ts
var FIRST_NAMES = [
  "Nusrat",
  "Tanvir",
  "Farhana",
  "Shakil",
  "Sadia",
  "Arif",
  "Mithila",
  "Rafiq",
  "Sumaiya",
  "Imran",
  "Tasnim",
  "Jahid",
  "Nadia",
  "Mehedi",
  "Sharmin",
  "Habib",
  "Ayesha",
  "Rakib",
  "Fatema",
  "Sabbir",
  "Lamia",
  "Asif",
  "Rumana",
  "Kamrul",
  "Tahmina",
  "Sohel",
  "Anika",
  "Mahfuz",
  "Priya",
  "Shuvo",
  "Jannatul",
  "Nayeem",
  "Moushumi",
  "Touhid",
  "Ishrat",
  "Rezaul",
  "Sanjida",
  "Fahim",
  "Mim",
  "Anwar",
  "Puja",
  "Zahid",
  "Sultana",
  "Riyad",
  "Afroza",
  "Tushar",
  "Bithi",
  "Minhaj"
];
var LAST_NAMES = [
  "Hossain",
  "Rahman",
  "Islam",
  "Ahmed",
  "Chowdhury",
  "Akter",
  "Khan",
  "Uddin",
  "Begum",
  "Sarker",
  "Das",
  "Roy",
  "Talukder",
  "Mia",
  "Siddique",
  "Haque",
  "Karim",
  "Alam",
  "Bhuiyan",
  "Mahmud",
  "Saha",
  "Biswas",
  "Sultana",
  "Kabir"
];
var TITLES = [
  ["Very disappointed", "Not as described", "Waste of money", "Would not buy again"],
  ["Below expectation", "Quality could be better", "Not worth the price", "Average at best"],
  ["Okay for the price", "Decent, nothing special", "Mixed feelings", "Good but delivery was late"],
  ["Good product", "Worth the money", "Happy with it", "Nice quality", "Satisfied"],
  ["Excellent!", "Onek valo product", "Highly recommended", "Exactly as shown", "Best purchase this month", "Original product, fast delivery"]
];
var COMMENTS2 = [
  [
    "The product I received does not match the pictures at all. I asked for a return and am still waiting.",
    "Stopped working within a week. Very disappointed with the quality.",
    "Packaging was torn and the item looked used. Not happy."
  ],
  [
    "It works, but the quality is lower than I expected for this price.",
    "Delivery took six days to Rajshahi and the box was damaged. The product itself is fine.",
    "Colour is a bit different from the photo. Usable, but I expected better."
  ],
  [
    "Does the job. For this price I cannot complain much, but do not expect premium quality.",
    "Product is good but the rider called very late at night. Cash on delivery went smoothly.",
    "Average. Some things I like, some I do not. Might buy again during a sale."
  ],
  [
    "Good quality and the price was reasonable. Delivery to Chattogram took three days.",
    "Using it for two weeks now, no problems so far. Packaging was neat.",
    "Nice product. One star less because delivery was a day late, otherwise very good.",
    "Exactly what I needed. The rider was polite and I paid cash on delivery."
  ],
  [
    "Excellent quality, exactly as shown in the pictures. Got it within 24 hours in Dhaka. Thank you Haat!",
    "Original product and very well packed. Price e onek valo. Will order again.",
    "Bought it for my mother and she loves it. Highly recommended.",
    "Second time ordering this. Same great quality every time, fast delivery to Sylhet.",
    "Better than I expected. Cash on delivery, no hassle at all."
  ]
];
var REMARKS = {
  groceries: ["Fresh stock, the expiry date was far away.", "Taste is just like the one from our local shop."],
  "mens-fashion": ["The fabric is comfortable in this heat.", "Size chart was accurate, fits well."],
  "womens-fashion": ["The colour is lovely and the stitching is neat.", "Fabric feels soft, perfect for Eid."],
  "mobiles-tablets": ["Battery easily lasts a full day.", "Came with the official warranty card."],
  "electronics-accessories": ["Charges my phone quickly.", "Build quality feels solid."],
  "home-appliances": ["Runs quietly and uses little electricity.", "Installation was easy."],
  "health-beauty": ["Suits my skin, no irritation.", "The fragrance is mild and pleasant."],
  "babies-toys": ["My son plays with it every day.", "Safe material, no bad smell."],
  "home-lifestyle": ["Looks great in our living room.", "Sturdy and easy to clean."],
  "sports-outdoor": ["Good grip and comfortable to use.", "Holding up well after weeks of practice."],
  "books-stationery": ["Printing and paper quality are good.", "Pages are thick and the binding is strong."],
  "watches-bags": ["Looks classy and feels premium.", "Plenty of space and the zips are strong."]
};

// server/db/seed/reviews.ts
var DAY5 = 24 * 3600 * 1e3;
var REVIEWED_SHARE = 1 / 3;
var REVIEWERS = 48;
var MAX_PHOTOS = 8;
var SHIPPING2 = 6e3;
var MOODS = [
  { share: 0.4, stars: [0.65, 0.25, 0.07, 0.02, 0.01] },
  { share: 0.35, stars: [0.35, 0.4, 0.15, 0.06, 0.04] },
  { share: 0.17, stars: [0.2, 0.25, 0.25, 0.15, 0.15] },
  { share: 0.08, stars: [0.08, 0.12, 0.25, 0.25, 0.3] }
];
var PLACES = [["Dhaka", "Dhanmondi", "1209"], ["Dhaka", "Mirpur", "1216"], ["Chattogram", "Panchlaish", "4203"], ["Sylhet", "Kotwali", "3100"], ["Rajshahi", "Boalia", "6000"], ["Khulna", "Sonadanga", "9100"]];
function weighted(random, weights) {
  let roll = random.next();
  const index2 = weights.findIndex((w) => (roll -= w) < 0);
  return index2 < 0 ? weights.length - 1 : index2;
}
async function insertReviewers(db, random) {
  const rows2 = Array.from({ length: REVIEWERS }, (_, n) => {
    const first_name = FIRST_NAMES[n % FIRST_NAMES.length];
    const last_name = random.pick(LAST_NAMES);
    const email = `${first_name}.${last_name}${n + 1}@reviewers.haat.test`.toLowerCase();
    return { first_name, last_name, email, phone: `0185${String(5e6 + n).padStart(7, "0")}`, password_hash: "!" };
  });
  await insertRows(db, "customers", rows2);
  const ids = new Map((await db.selectFrom("customers").select(["id", "email"]).where("email", "like", "%@reviewers.haat.test").execute()).map((c) => [c.email, c.id]));
  return rows2.map((r) => ({ ...r, id: ids.get(r.email) }));
}
async function seedReviews(db, products2, now) {
  const random = new Random(8008);
  const reviewers = await insertReviewers(db, random);
  const demo = await db.selectFrom("customers").select(["id", "first_name", "last_name", "email", "phone"]).where("email", "=", DEMO_CUSTOMER.email).executeTakeFirstOrThrow();
  const ids = { cart: await nextId(db, "carts"), order: await nextId(db, "orders") };
  const reviews = [];
  const carts = [];
  const orders = [];
  const items = [];
  const addresses = [];
  const photoProducts = [];
  let photos = 0;
  const order = (customer, product, at) => {
    const id2 = ids.order++;
    const cartId = ids.cart++;
    const created_at = at.toISOString();
    const [state, city, postcode] = PLACES[id2 % PLACES.length];
    const person = { first_name: customer.first_name, last_name: customer.last_name, email: customer.email, phone: customer.phone };
    carts.push({ id: cartId, customer_id: customer.id, is_active: 0, created_at, updated_at: created_at });
    orders.push({
      id: id2,
      increment_id: incrementIdOf(id2),
      customer_id: customer.id,
      status: "completed",
      cart_id: cartId,
      customer_first_name: person.first_name,
      customer_last_name: person.last_name,
      customer_email: person.email,
      customer_phone: person.phone,
      shipping_method: "free_free",
      shipping_title: "Pathao Regular",
      payment_method: "cashondelivery",
      payment_title: "Cash On Delivery",
      sub_total: product.price,
      discount_amount: 0,
      shipping_amount: SHIPPING2,
      tax_amount: 0,
      grand_total: product.price + SHIPPING2,
      created_at
    });
    items.push({ order_id: id2, product_id: product.id, sku: product.sku, name: product.name, price: product.price, qty_ordered: 1, total: product.price, tax_percent: 0, tax_amount: 0 });
    for (const address_type of ["billing", "shipping"]) {
      addresses.push({ order_id: id2, address_type, ...person, address1: `House ${id2 % 40 + 1}, Road ${id2 % 12 + 1}`, city, state, postcode, country: "BD" });
    }
  };
  const review = (r, customer, product, stars, at, verified2) => {
    if (verified2) order(customer, product, new Date(at.getTime() - r.int(2, 12) * DAY5));
    const remark = REMARKS[product.department];
    const comment = r.pick(COMMENTS2[stars - 1]) + (remark && r.chance(0.5) ? ` ${r.pick(remark)}` : "");
    const photoCount = stars >= 3 && photos < MAX_PHOTOS && r.chance(0.05) ? r.int(1, 2) : 0;
    const paths3 = Array.from({ length: photoCount }, (_, n) => {
      const base = `review/${product.id}/seed-${reviews.length + 1}-${n + 1}`;
      return { small: `${base}-small.webp`, large: `${base}-large.webp` };
    });
    if (paths3.length) photoProducts.push({ productId: product.id, paths: paths3, seed: reviews.length });
    photos += paths3.length;
    reviews.push({ product_id: product.id, customer_id: customer.id, title: r.pick(TITLES[stars - 1]), comment, rating: stars, photos: JSON.stringify(paths3), created_at: at.toISOString() });
  };
  products2.forEach((product, index2) => {
    const r = new Random(65261 + index2 * 31);
    if (!r.chance(REVIEWED_SHARE)) return;
    const mood = MOODS[weighted(r, MOODS.map((m) => m.share))];
    for (const customer of r.sample(reviewers, 1 + Math.floor(r.next() ** 2 * 8))) {
      const at = new Date(now.getTime() - r.int(1, 300) * DAY5 - r.int(0, 86399) * 1e3);
      review(r, customer, product, 5 - weighted(r, mood.stars), at, r.chance(0.55));
    }
  });
  const [bought, alsoBought] = products2;
  if (bought) review(random, demo, bought, 5, new Date(now.getTime() - 3 * DAY5), true);
  if (alsoBought) order(demo, alsoBought, new Date(now.getTime() - 9 * DAY5));
  for (const [table, rows2] of [["carts", carts], ["orders", orders], ["order_items", items], ["order_addresses", addresses], ["reviews", reviews]]) {
    await insertRows(db, table, rows2);
  }
  await syncIdSequences(db, ["carts", "orders"]);
  await import_kysely30.sql`update products set
    reviews_count = (select count(*) from reviews r where r.product_id = products.id),
    rating_total = (select coalesce(sum(r.rating), 0) from reviews r where r.product_id = products.id)
    where id in (select product_id from reviews)`.execute(db);
  return photoPlans(db, photoProducts);
}
async function photoPlans(db, wanted) {
  if (wanted.length === 0) return [];
  const images = await db.selectFrom("product_images").select(["product_id", "path"]).where("product_id", "in", wanted.map((w) => w.productId)).orderBy("position").orderBy("id").execute();
  return wanted.flatMap(({ productId, paths: paths3, seed }) => {
    const source = images.find((i) => i.product_id === productId)?.path;
    return source ? paths3.map((p, n) => ({ source, ...p, seed: seed * 10 + n })) : [];
  });
}

// server/db/seed/products.ts
var slugify = (text7) => text7.toLowerCase().replace(/&/g, " and ").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
function shopPrice(taka2) {
  if (taka2 < 100) return Math.max(5, Math.round(taka2 / 5) * 5);
  if (taka2 < 1e3) return Math.round(taka2 / 10) * 10;
  return Math.round(taka2 / 100) * 100 - 10;
}
var combos = DEPARTMENTS.map(
  (department, d) => new Random(9001 + d).sample(department.lines.flatMap((line) => line.specs.map((spec) => ({ line, spec }))), Infinity)
);
var codeOf = (text7) => text7.replace(/[^A-Za-z]/g, "").slice(0, 3).toUpperCase();
function planProduct(index2, refs, ids, usedKeys, mode, now) {
  const random = new Random(24301 + index2 * 7919);
  const d = index2 % DEPARTMENTS.length;
  const department = DEPARTMENTS[d];
  const round = Math.floor(index2 / DEPARTMENTS.length);
  const { line, spec } = combos[d][round % combos[d].length];
  const pass = Math.floor(round / combos[d].length);
  const edition = pass === 0 ? "" : `${department.editions[(pass - 1) % department.editions.length]} `;
  const model = pass > department.editions.length ? ` ${pass}` : "";
  const name = `${line.named ? "" : `${line.brand} `}${edition}${line.item} ${spec}${model}`;
  const id2 = ids.product++;
  let urlKey = slugify(name);
  if (usedKeys.has(urlKey)) urlKey = `${urlKey}-${id2}`;
  usedKeys.add(urlKey);
  const sku = `${codeOf(line.brand)}-${codeOf(department.slug)}-${String(id2).padStart(6, "0")}`;
  const band = (line.specs.indexOf(spec) + 0.2 + random.next() * 0.6) / line.specs.length;
  const regular = shopPrice(line.price[0] + band * (line.price[1] - line.price[0]));
  const discount = random.chance(0.35) ? 0.8 + random.next() * 0.15 : null;
  const specialOf = (price) => discount === null ? null : Math.min(shopPrice(price * discount), price - 5);
  const colours = line.colours ? random.sample(line.colours, line.variants ? random.int(2, 3) : 1) : [];
  const run = line.variants && line.variants !== "colours" ? SIZE_RUNS[line.variants] : [];
  const first = run.length ? random.int(0, Math.max(0, run.length - 4)) : 0;
  const sizes = run.slice(first, first + random.int(3, 4));
  const tint = colours.length ? refs.colors.get(colours[0]).swatch : refs.brandTint.get(line.brand);
  const images = [];
  const art = [];
  const picture = (file, colour, layout, variantIds, position) => {
    const folder = mode === "own" ? `product/${id2}` : `product/pool/${department.slug}-${slugify(colour)}`;
    const path16 = `${folder}/main-${file}.webp`;
    for (const variantId of variantIds) images.push({ id: ids.image++, product_id: id2, variant_id: variantId, path: path16, position });
    const title = mode === "own" ? `${line.item} ${spec}` : "";
    art.push({ path: path16, icon: mode === "own" ? iconFor(department.slug, line.item) : department.slug, colour, brand: mode === "own" ? line.brand : "", title, layout, base: position === 0 });
  };
  const variants = [];
  if (line.variants) {
    picture("1", tint, 2, [null], 0);
    picture("2", tint, 1, [null], 1);
    for (const colour of colours) {
      const swatch = refs.colors.get(colour);
      const before = variants.length;
      for (const size2 of sizes.length ? sizes : [null]) {
        const price = size2 && run.indexOf(size2) >= 3 ? regular + 100 : regular;
        variants.push({
          id: ids.variant++,
          product_id: id2,
          sku: `${sku}-${codeOf(colour)}${size2 ? `-${size2}` : ""}`,
          name: `${name} - ${colour}${size2 ? ` / ${size2}` : ""}`,
          price: price * 100,
          special_price: discount === null ? null : specialOf(price) * 100,
          color_id: swatch.id,
          size_id: size2 ? refs.sizes.get(size2) : null,
          position: variants.length
        });
      }
      picture(slugify(colour), swatch.swatch, 1, variants.slice(before).map((v) => v.id), 2);
    }
  } else {
    picture("1", tint, 1, [null], 0);
    picture("2", tint, 2, [null], 1);
  }
  const shown = (line.variants ? variants : [{ price: regular * 100, special_price: discount === null ? null : specialOf(regular) * 100 }]).map((v) => v.special_price != null && v.special_price < v.price ? v.special_price : v.price);
  const short = `${line.named ? "" : `${line.brand} `}${line.item}, ${spec}. ${department.highlights[0]}.`;
  const product = {
    id: id2,
    type: line.variants ? "configurable" : "simple",
    sku,
    name,
    url_key: urlKey,
    short_description: short,
    description: `<p>${short}</p><ul>${department.highlights.map((h) => `<li>${h}</li>`).join("")}</ul><p>Sold by Haat with cash on delivery anywhere in Bangladesh.</p>`,
    video_link: null,
    price: variants[0] ? Number(variants[0].price) : regular * 100,
    special_price: variants[0] ? variants[0].special_price ?? null : specialOf(regular) === null ? null : specialOf(regular) * 100,
    min_price: Math.min(...shown),
    brand_id: refs.brands.get(line.brand),
    featured: random.chance(0.1) ? 1 : 0,
    trending: random.chance(0.09) ? 1 : 0,
    created_at: new Date(now.getTime() - random.int(0, 120 * 24 * 60) * 6e4).toISOString()
  };
  product.name_bn = product.featured || product.trending ? banglaProductName(line, spec, edition.trim(), model) : null;
  return {
    product,
    department,
    line,
    categoryId: refs.categories.get(department.slug),
    variants,
    images,
    art,
    colorIds: colours.map((c) => refs.colors.get(c).id),
    sizeIds: sizes.map((s) => refs.sizes.get(s))
  };
}
function relatedIndexes(index2, count) {
  const step = DEPARTMENTS.length;
  return [1, 2, 3, 4].map((j) => index2 + j * step < count ? index2 + j * step : index2 - j * step).filter((i) => i >= 0);
}

// server/db/seed/shop.ts
var CATEGORY_TINTS = ["#2e7d32", "#1565c0", "#ad1457", "#0277bd", "#6a1b9a", "#00838f", "#c2185b", "#ef6c00", "#5d4037", "#558b2f", "#283593", "#4e342e"];
async function seedReferenceData(db, categories2) {
  const refs = { categories: categories2, brands: /* @__PURE__ */ new Map(), colors: /* @__PURE__ */ new Map(), sizes: /* @__PURE__ */ new Map(), brandTint: /* @__PURE__ */ new Map() };
  for (const department of DEPARTMENTS) {
    await db.updateTable("categories").set({ logo_path: `category/${department.slug}.webp` }).where("id", "=", categories2.get(department.slug)).execute();
  }
  for (const brand of BRANDS) {
    const slug = slugify(brand.name);
    const { id: id2 } = await db.insertInto("brands").values({ admin_name: brand.name, name_bn: BRAND_NAMES_BN[brand.name], slug, logo_path: `brand/${slug}.webp` }).returning("id").executeTakeFirstOrThrow();
    refs.brands.set(brand.name, id2);
    refs.brandTint.set(brand.name, brand.tint);
    const lines = DEPARTMENTS.flatMap((d) => d.lines).filter((l) => l.brand === brand.name);
    const codes2 = ["price"];
    if (lines.some((l) => l.colours)) codes2.push("color");
    if (lines.some((l) => l.variants && l.variants !== "colours")) codes2.push("size");
    await db.insertInto("brand_filterable_attributes").values(codes2.map((code) => ({ owner_id: id2, code }))).execute();
  }
  for (const [position, color] of COLORS.entries()) {
    const { id: id2 } = await db.insertInto("colors").values({ admin_name: color.name, swatch_value: color.swatch, position }).returning("id").executeTakeFirstOrThrow();
    refs.colors.set(color.name, { id: id2, swatch: color.swatch });
  }
  for (const [position, size2] of SIZES.entries()) {
    const { id: id2 } = await db.insertInto("sizes").values({ admin_name: size2, position }).returning("id").executeTakeFirstOrThrow();
    refs.sizes.set(size2, id2);
  }
  return refs;
}
async function seedProducts(db, refs, count, mode, now, arts) {
  const ids = { product: await nextId(db, "products"), variant: await nextId(db, "product_variants"), image: await nextId(db, "product_images") };
  const firstId = ids.product;
  const usedKeys = /* @__PURE__ */ new Set();
  const summary2 = [];
  const chunk = 2e3;
  for (let start = 0; start < count; start += chunk) {
    const planned = [];
    for (let i = start; i < Math.min(count, start + chunk); i++) planned.push(planProduct(i, refs, ids, usedKeys, mode, now));
    await insertRows(db, "products", planned.map((p) => p.product));
    await insertRows(db, "product_variants", planned.flatMap((p) => p.variants));
    await insertRows(db, "product_images", planned.flatMap((p) => p.images));
    await insertRows(db, "product_categories", planned.map((p) => ({ product_id: p.product.id, category_id: p.categoryId })));
    await insertRows(db, "product_colors", planned.flatMap((p) => p.colorIds.map((color_id) => ({ product_id: p.product.id, color_id }))));
    await insertRows(db, "product_sizes", planned.flatMap((p) => p.sizeIds.map((size_id) => ({ product_id: p.product.id, size_id }))));
    for (const p of planned) {
      p.art.forEach((a) => arts.has(a.path) || arts.set(a.path, a));
      summary2.push({ id: p.product.id, name: p.product.name, sku: p.product.sku, department: p.department.slug, brand: p.line.brand, price: Number(p.product.price), type: p.product.type });
    }
  }
  const related = [];
  for (let i = 0; i < count; i++) for (const j of relatedIndexes(i, count)) related.push({ product_id: firstId + i, related_id: firstId + j });
  await insertRows(db, "related_products", related);
  await syncIdSequences(db, ["products", "product_variants", "product_images"]);
  return summary2;
}

// server/db/seed/index.ts
var DEMO_PRODUCTS = 600;
async function seedDatabase(db, options) {
  const log = options.log ?? (() => {
  });
  const count = options.products ?? DEMO_PRODUCTS;
  const mode = options.images ?? (count <= 2e3 ? "own" : "pool");
  const now = options.now ?? /* @__PURE__ */ new Date();
  const arts = /* @__PURE__ */ new Map();
  let started = Date.now();
  const { banners, reviewPhotos } = await db.transaction().execute(async (trx) => {
    const categories2 = await seedCategories(trx);
    const refs = await seedReferenceData(trx, categories2);
    const products2 = await seedProducts(trx, refs, count, mode, now, arts);
    const campaignBanners = await seedCampaigns(trx, refs, products2, now);
    await seedCoupons(trx, now);
    await seedCustomers(trx);
    const photos2 = await seedReviews(trx, products2, now);
    await seedOrderHistories(trx, products2, now);
    await seedBlog(trx, now);
    await seedCareers(trx, now);
    log(`seeded ${categories2.size} categories, ${BRANDS.length} brands, ${count} products, 2 campaigns, reviews, the blog and careers in ${Date.now() - started} ms`);
    return { banners: campaignBanners, reviewPhotos: photos2 };
  });
  await refreshEffectivePrices(db, now);
  await analyzeAfterSeed(db);
  if (options.drawImages === false) return;
  started = Date.now();
  const dir = options.storageDir;
  await drawDefaults(dir);
  await Promise.all(DEPARTMENTS.map((d, i) => drawCategoryLogo(dir, `category/${d.slug}.webp`, d.slug, CATEGORY_TINTS[i])));
  await Promise.all(BRANDS.map((b) => drawBrandLogo(dir, `brand/${slugify(b.name)}.webp`, b.name, b.tint)));
  await Promise.all(banners.map((b) => drawCampaignBanner(dir, b.path, b.title, b.offer, b.colour)));
  await drawBlogPictures(dir);
  const drawn = await drawProductImages(dir, [...arts.values()]);
  const photos = await drawReviewPhotos(dir, reviewPhotos);
  log(`drew ${drawn} product pictures (and thumbnails) and ${photos} review photos in ${Date.now() - started} ms under ${dir}`);
}

// bench/benchShop.ts
var noIslands = { css: null, loader: null, islands: {} };
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = (0, import_node_net.createServer)();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
async function onPostgres(url, sql29) {
  const client = new import_pg2.default.Client({ connectionString: url });
  await client.connect();
  await client.query(sql29);
  await client.end();
}
async function startBenchShop({ databaseUrl = "", products: products2, withPages = false, log } = {}) {
  const dir = (0, import_node_fs10.mkdtempSync)(import_node_path15.default.join((0, import_node_os.tmpdir)(), "haat-bench-"));
  const schema = databaseUrl ? `bench_${(0, import_node_crypto8.randomBytes)(6).toString("hex")}` : void 0;
  if (schema) await onPostgres(databaseUrl, `CREATE SCHEMA ${schema}`);
  const database = openDatabase({ databaseUrl, sqlitePath: import_node_path15.default.join(dir, "bench.sqlite"), pgSchema: schema });
  await migrateToLatest(database.db, schema);
  await seedDatabase(database.db, { storageDir: import_node_path15.default.join(dir, "storage"), products: products2, drawImages: withPages, log });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({}, { storageDir: import_node_path15.default.join(dir, "storage"), logLevel: "silent", databaseUrl, publicUrl: origin });
  const app = await buildApp({ config, database, manifest: withPages ? void 0 : () => noIslands });
  await app.listen({ port, host: "127.0.0.1" });
  return {
    app,
    database,
    origin,
    close: async () => {
      await app.close();
      if (schema) await onPostgres(databaseUrl, `DROP SCHEMA ${schema} CASCADE`);
      (0, import_node_fs10.rmSync)(dir, { recursive: true, force: true });
    }
  };
}

// bench/listingPaths.ts
var PRICE_RANGES = [[0, 500], [0, 2e3], [500, 5e3], [1e3, 2e4], [2e3, 6e4], [5e3, 1e5]];
var MAX_PAGES = 6;
var pagesOf = (total, perPage = DEFAULT_PER_PAGE) => Array.from({ length: Math.min(MAX_PAGES, Math.max(1, Math.ceil(total / perPage))) }, (_, i) => i + 1);
async function mixedListingPaths(db) {
  const paths3 = [];
  const active = await db.selectFrom("products").select((eb) => eb.fn.countAll().as("n")).where("status", "=", 1).executeTakeFirstOrThrow();
  const allPages = Math.max(1, Math.ceil(Number(active.n) / DEFAULT_PER_PAGE));
  for (let page = 1; page <= allPages; page++) paths3.push(`/shop/products/data?page=${page}`);
  for (const perPage of TRENDING_PAGE_SIZES) for (const page of [1, 2, 3]) paths3.push(`/home/products?page=${page}&per_page=${perPage}`);
  for (const category of await shopCategories(db, "en")) {
    const base = `/categories/products/${category.id}`;
    for (const page of pagesOf(category.product_count)) paths3.push(`${base}?page=${page}`);
    const codes2 = await filterCodes(db, "category", category.id);
    const choices = await listingChoices(db, { categoryId: category.id }, "en");
    if (codes2.includes("price")) for (const [min, max] of PRICE_RANGES) paths3.push(`${base}?min_price=${min}&max_price=${max}`, `${base}?min_price=${min}&max_price=${max}&page=2`);
    if (codes2.includes("brand")) for (const brand of choices.brands) paths3.push(`${base}?brand_id=${brand.id}`);
    if (codes2.includes("color")) {
      for (const color of choices.colors) paths3.push(`${base}?color_id=${color.id}`, `${base}?color_id=${color.id}&min_price=0&max_price=5000`);
    }
    if (codes2.includes("size")) for (const size2 of choices.sizes) paths3.push(`${base}?size_id=${size2.id}`);
  }
  for (const brand of await allBrands(db, "en")) {
    const base = `/brand/products/${brand.id}`;
    const count = await db.selectFrom("products").select((eb) => eb.fn.countAll().as("n")).where("brand_id", "=", brand.id).where("status", "=", 1).executeTakeFirstOrThrow();
    for (const page of pagesOf(Number(count.n))) paths3.push(`${base}?page=${page}`);
    for (const color of (await listingChoices(db, { brandId: brand.id }, "en")).colors.slice(0, 4)) paths3.push(`${base}?color_id=${color.id}`);
  }
  for (const term of await searchTerms(db, 40)) paths3.push(`/search/products?term=${encodeURIComponent(term)}`, `/search/products?term=${encodeURIComponent(term)}&page=2`);
  return shuffled(paths3);
}
async function searchTerms(db, count) {
  const names = await db.selectFrom("products").select("name").where("status", "=", 1).execute();
  const seen = /* @__PURE__ */ new Map();
  for (const { name } of names) for (const word of name.toLowerCase().match(/[a-z]{4,}/g) ?? []) seen.set(word, (seen.get(word) ?? 0) + 1);
  return [...seen].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, count).map(([word]) => word);
}
function shuffled(items, seed = 20261123) {
  let state = seed;
  const random = () => {
    state = state + 1831565813 | 0;
    let t = Math.imul(state ^ state >>> 15, 1 | state);
    t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t;
    return ((t ^ t >>> 14) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// .tmpbench/classes.ts
process.env.HAAT_LISTING_CACHE = "off";
var classOf = (p) => p.startsWith("/search") ? "search" : p.startsWith("/brand") ? p.includes("color") ? "brand+color" : "brand" : p.startsWith("/shop") ? "all" : p.startsWith("/home") ? "trending" : p.includes("color_id") ? "cat+color" : p.includes("size_id") ? "cat+size" : p.includes("brand_id") ? "cat+brand" : p.includes("min_price") ? "cat+price" : "cat";
(async () => {
  const shop = await startBenchShop();
  const paths3 = await mixedListingPaths(shop.database.db);
  const groups = /* @__PURE__ */ new Map();
  for (const p of paths3) groups.set(classOf(p), [...groups.get(classOf(p)) ?? [], p]);
  for (const enc of ["identity", "br"]) {
    for (const p of paths3) await shop.app.inject({ url: p, headers: { "accept-encoding": enc } });
    let all = 0, n = 0, bytes = 0;
    for (const [name, list] of groups) {
      const t = process.hrtime.bigint();
      let b = 0;
      for (let r = 0; r < 5; r++) for (const p of list) {
        const res = await shop.app.inject({ url: p, headers: { "accept-encoding": enc } });
        b += res.rawPayload.length;
      }
      const ms = Number(process.hrtime.bigint() - t) / 1e6 / (5 * list.length);
      all += ms * list.length;
      n += list.length;
      bytes += b / 5;
      console.log(enc, name.padEnd(12), String(list.length).padStart(4), ms.toFixed(3) + " ms", Math.round(b / 5 / list.length) + " B");
    }
    console.log(enc, "mean", (all / n).toFixed(3), "ms", Math.round(bytes / n), "B");
  }
  await shop.close();
})();
