// Names for the generated models openapi-generator calls after their place in openapi.yaml (an operation's
// `…200Response`, an array item's `…Inner`, a `oneOf` branch's `…OneOf…`): index.ts exports these instead, so no
// placeholder name is part of the package's surface. scripts/check/check-typescript-client.sh fails when a placeholder
// has no name here; every other generated model is in models.ts, which it writes and index.ts re-exports.
import type * as generated from './src/models/index.js';

export type BatchAnswerItem = generated.BatchAnswerAnswersInner;
export type CatalogFamilyCount = generated.CatalogSummaryCountsFamiliesInner;
export type CatalogLeftOutIdentifier = generated.CatalogSummaryLeftOutIdentifiersInner;
export type CatalogLeftOutModel = generated.CatalogSummaryLeftOutModelsInner;
export type CatalogNewestModel = generated.CatalogSummaryNewestModelsInner;
export type ContainerSizeObject = generated.ContainerSizeInputOneOf;
export type Deprecation = generated.Deprecations200ResponseDeprecationsInner;
export type DeprecationList = generated.Deprecations200Response;
export type DeviceGroupList = generated.DeviceGroupsList200Response;
export type DeviceKeyboard = generated.DeviceKeyboardInner;
export type DeviceList = generated.DevicesList200Response;
export type DeviceStatusBar = generated.DeviceStatusBarInner;
export type DirectionalInsetsObject = generated.DirectionalInsetsInputOneOf;
export type FontsFace = generated.FontsAnswerFamiliesInnerFacesInner;
export type FontsFamily = generated.FontsAnswerFamiliesInner;
export type Health = generated.Healthz200Response;
export type HealthStatus = generated.Healthz200ResponseStatusEnum;
export type InsetsObject = generated.InsetsInputOneOf;
export type ProblemTypeDescription = generated.ProblemType200Response;
export type Readiness = generated.Readyz200Response;
export type ReadinessStatus = generated.Readyz200ResponseStatusEnum;
export type RectObject = generated.RectInputOneOf;
export type SafeAreaInsetsObject = generated.SafeAreaInsetsInputOneOf;
export type SizeObject = generated.SizeInputOneOf;
export type SwiftUIGridAdaptiveLimits = generated.SwiftUIGridItemSizeOneOf2Adaptive;
export type SwiftUIGridAdaptiveMaximum = generated.SwiftUIGridItemSizeOneOf2AdaptiveMaximum;
export type SwiftUIGridItemAdaptive = generated.SwiftUIGridItemSizeOneOf2;
export type SwiftUIGridItemFixed = generated.SwiftUIGridItemSizeOneOf;
export type SwiftUIGridItemFlexible = generated.SwiftUIGridItemSizeOneOf1;
export type SwiftUISheetGroup = generated.SwiftUISheetAnswerGroupsInner;
export type SwiftUISheetGroupGeometry = generated.SwiftUISheetCompactGroupGeometryInner;
export type SwiftUISheetGroupText = generated.SwiftUISheetCompactGroupTextInner;
export type SwiftUISheetTreeNode = generated.SwiftUISheetCompactAnswerTreesInnerInner;
export type SwiftUISheetAnyAnswer = generated.SwiftuiSheet200Response;
export type SwiftUISheetSkipped = generated.SwiftUISheetAnswerSkippedInner;
export type SwiftUISheetView = generated.SwiftUISheetAnswerViewsInner;
export type SwiftUISheetViewSize = generated.SwiftUISheetAnswerViewsInnerSizesInner;
export type SwiftUITextFontObject = generated.SwiftUITextFontOneOf;
export type SwiftUITextFontRelativeTo = generated.SwiftUITextFontOneOfRelativeToEnum;
export type SwiftUITextFontWeight = generated.SwiftUITextFontOneOfWeightEnum;
export type SwiftUITextLine = generated.SwiftUITextLayoutLinesInner;
/** A `/tvgrid` answer: one grid (`TVGrid`), or with `devices` a list of them (`TVGridList`). */
export type TVGridAnswer = generated.TvgridGet200Response;
