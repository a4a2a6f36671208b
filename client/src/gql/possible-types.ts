
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "Error": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "PriceChangedError",
      "SecondFactorRequiredError",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationAddCartItemResult": [
      "MutationAddCartItemSuccess",
      "ValidationError"
    ],
    "MutationCancelOrderResult": [
      "ConflictError",
      "MutationCancelOrderSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationChangeAdministratorRoleResult": [
      "ForbiddenError",
      "MutationChangeAdministratorRoleSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCloseOrderResult": [
      "ConflictError",
      "MutationCloseOrderSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCompleteLineLinkResult": [
      "MutationCompleteLineLinkSuccess",
      "ValidationError"
    ],
    "MutationConfirmEmailChangeResult": [
      "MutationConfirmEmailChangeSuccess",
      "ValidationError"
    ],
    "MutationConfirmPaymentResult": [
      "ForbiddenError",
      "MutationConfirmPaymentSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationConfirmSignUpResult": [
      "ConflictError",
      "MutationConfirmSignUpSuccess",
      "ValidationError"
    ],
    "MutationConfirmTwoFactorResult": [
      "ConflictError",
      "MutationConfirmTwoFactorSuccess",
      "ValidationError"
    ],
    "MutationCreateAdministratorResult": [
      "ForbiddenError",
      "MutationCreateAdministratorSuccess",
      "ValidationError"
    ],
    "MutationCreateCategoryResult": [
      "ConflictError",
      "MutationCreateCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateCustomerResult": [
      "ConflictError",
      "MutationCreateCustomerSuccess",
      "ValidationError"
    ],
    "MutationCreateDeliveryAreaResult": [
      "MutationCreateDeliveryAreaSuccess",
      "ValidationError"
    ],
    "MutationCreateProductResult": [
      "ConflictError",
      "MutationCreateProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateToppingResult": [
      "ConflictError",
      "MutationCreateToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteAdministratorResult": [
      "ForbiddenError",
      "MutationDeleteAdministratorSuccess",
      "ValidationError"
    ],
    "MutationDeleteCategoryResult": [
      "ConflictError",
      "MutationDeleteCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteCustomerResult": [
      "MutationDeleteCustomerSuccess",
      "NotFoundError"
    ],
    "MutationDeleteDeliveryAreaResult": [
      "MutationDeleteDeliveryAreaSuccess",
      "NotFoundError"
    ],
    "MutationDeleteProductResult": [
      "ConflictError",
      "MutationDeleteProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteToppingResult": [
      "ConflictError",
      "MutationDeleteToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDisableTwoFactorResult": [
      "ConflictError",
      "MutationDisableTwoFactorSuccess",
      "ValidationError"
    ],
    "MutationEndBusyModeResult": [
      "MutationEndBusyModeSuccess",
      "ValidationError"
    ],
    "MutationMarkArrivedResult": [
      "ConflictError",
      "MutationMarkArrivedSuccess",
      "NotFoundError"
    ],
    "MutationMarkContactReadResult": [
      "MutationMarkContactReadSuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderOutForDeliveryResult": [
      "ConflictError",
      "MutationMarkOrderOutForDeliverySuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderPrintingResult": [
      "ConflictError",
      "MutationMarkOrderPrintingSuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderProvidedResult": [
      "ConflictError",
      "MutationMarkOrderProvidedSuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderReadyResult": [
      "ConflictError",
      "MutationMarkOrderReadySuccess",
      "NotFoundError"
    ],
    "MutationMergeCartResult": [
      "MutationMergeCartSuccess",
      "ValidationError"
    ],
    "MutationMoveCategoryResult": [
      "ConflictError",
      "MutationMoveCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationMoveProductResult": [
      "ConflictError",
      "MutationMoveProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationMoveToppingResult": [
      "ConflictError",
      "MutationMoveToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationNotifyOrderDelayResult": [
      "ConflictError",
      "MutationNotifyOrderDelaySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationPauseReceptionResult": [
      "MutationPauseReceptionSuccess",
      "ValidationError"
    ],
    "MutationPayShopOrderResult": [
      "ConflictError",
      "MutationPayShopOrderSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationPlaceOrderResult": [
      "ConflictError",
      "MutationPlaceOrderSuccess",
      "PriceChangedError",
      "ValidationError"
    ],
    "MutationPlaceShopOrderResult": [
      "ConflictError",
      "MutationPlaceShopOrderSuccess",
      "PriceChangedError",
      "ValidationError"
    ],
    "MutationQueueOrderPrintResult": [
      "ConflictError",
      "MutationQueueOrderPrintSuccess",
      "NotFoundError"
    ],
    "MutationRefundOrderPaymentResult": [
      "MutationRefundOrderPaymentSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationRegisterPrinterResult": [
      "ConflictError",
      "MutationRegisterPrinterSuccess",
      "ValidationError"
    ],
    "MutationRemoveCartItemResult": [
      "MutationRemoveCartItemSuccess",
      "NotFoundError"
    ],
    "MutationRemovePrinterResult": [
      "MutationRemovePrinterSuccess",
      "NotFoundError"
    ],
    "MutationReplyToContactResult": [
      "MutationReplyToContactSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationRequestPasswordResetResult": [
      "MutationRequestPasswordResetSuccess",
      "ValidationError"
    ],
    "MutationResendConfirmationResult": [
      "MutationResendConfirmationSuccess",
      "ValidationError"
    ],
    "MutationResetAdministratorPasswordResult": [
      "ForbiddenError",
      "MutationResetAdministratorPasswordSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationResetPasswordResult": [
      "MutationResetPasswordSuccess",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationResumeReceptionResult": [
      "MutationResumeReceptionSuccess",
      "ValidationError"
    ],
    "MutationSendAdministratorPasswordLinkResult": [
      "ForbiddenError",
      "MutationSendAdministratorPasswordLinkSuccess",
      "NotFoundError"
    ],
    "MutationSendContactResult": [
      "MutationSendContactSuccess",
      "TooManyRequestsError",
      "ValidationError"
    ],
    "MutationSetAdministratorPasswordWithLinkResult": [
      "MutationSetAdministratorPasswordWithLinkSuccess",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSetProductOptionSoldOutResult": [
      "ConflictError",
      "MutationSetProductOptionSoldOutSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationSetProductSoldOutResult": [
      "ConflictError",
      "MutationSetProductSoldOutSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationSignInAdminResult": [
      "MutationSignInAdminSuccess",
      "SecondFactorRequiredError",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSignInResult": [
      "MutationSignInSuccess",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSignUpResult": [
      "MutationSignUpSuccess",
      "ValidationError"
    ],
    "MutationStartBusyModeResult": [
      "MutationStartBusyModeSuccess",
      "ValidationError"
    ],
    "MutationStartLineLinkResult": [
      "MutationStartLineLinkSuccess",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationStartTwoFactorResult": [
      "ConflictError",
      "MutationStartTwoFactorSuccess",
      "ValidationError"
    ],
    "MutationUndoOrderActionResult": [
      "ConflictError",
      "MutationUndoOrderActionSuccess",
      "NotFoundError"
    ],
    "MutationUpdateCategoryResult": [
      "ConflictError",
      "MutationUpdateCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateCustomerResult": [
      "ConflictError",
      "MutationUpdateCustomerSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateDeliveryAreaResult": [
      "MutationUpdateDeliveryAreaSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateInvoiceRegistrationResult": [
      "ForbiddenError",
      "MutationUpdateInvoiceRegistrationSuccess",
      "ValidationError"
    ],
    "MutationUpdateLegalDocumentResult": [
      "ForbiddenError",
      "MutationUpdateLegalDocumentSuccess",
      "ValidationError"
    ],
    "MutationUpdateLineSettingsResult": [
      "ForbiddenError",
      "MutationUpdateLineSettingsSuccess",
      "ValidationError"
    ],
    "MutationUpdateMyAccountResult": [
      "MutationUpdateMyAccountSuccess",
      "ValidationError"
    ],
    "MutationUpdateMyAdministratorAccountResult": [
      "MutationUpdateMyAdministratorAccountSuccess",
      "ValidationError"
    ],
    "MutationUpdateProductResult": [
      "ConflictError",
      "MutationUpdateProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateProvisionSettingResult": [
      "MutationUpdateProvisionSettingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateTaxRateResult": [
      "ForbiddenError",
      "MutationUpdateTaxRateSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateToppingResult": [
      "ConflictError",
      "MutationUpdateToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "QueryAdminContactResult": [
      "NotFoundError",
      "QueryAdminContactSuccess"
    ],
    "QueryAdminCustomerResult": [
      "NotFoundError",
      "QueryAdminCustomerSuccess"
    ],
    "QueryAdminOrdersResult": [
      "QueryAdminOrdersSuccess",
      "ValidationError"
    ],
    "QueryAdminPricePreviewResult": [
      "QueryAdminPricePreviewSuccess",
      "ValidationError"
    ],
    "QueryAdminProductsResult": [
      "QueryAdminProductsSuccess",
      "ValidationError"
    ],
    "QueryAuditLogResult": [
      "QueryAuditLogSuccess",
      "ValidationError"
    ],
    "QueryOrderArrivalResult": [
      "NotFoundError",
      "QueryOrderArrivalSuccess",
      "ValidationError"
    ],
    "QueryQuoteResult": [
      "QueryQuoteSuccess",
      "ValidationError"
    ],
    "QuerySalesReportResult": [
      "QuerySalesReportSuccess",
      "ValidationError"
    ],
    "QueryShopRecentOrdersResult": [
      "QueryShopRecentOrdersSuccess",
      "ValidationError"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Error": [
      "ConflictError",
      "ForbiddenError",
      "NotFoundError",
      "PriceChangedError",
      "SecondFactorRequiredError",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationAddCartItemResult": [
      "MutationAddCartItemSuccess",
      "ValidationError"
    ],
    "MutationCancelOrderResult": [
      "ConflictError",
      "MutationCancelOrderSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationChangeAdministratorRoleResult": [
      "ForbiddenError",
      "MutationChangeAdministratorRoleSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCloseOrderResult": [
      "ConflictError",
      "MutationCloseOrderSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCompleteLineLinkResult": [
      "MutationCompleteLineLinkSuccess",
      "ValidationError"
    ],
    "MutationConfirmEmailChangeResult": [
      "MutationConfirmEmailChangeSuccess",
      "ValidationError"
    ],
    "MutationConfirmPaymentResult": [
      "ForbiddenError",
      "MutationConfirmPaymentSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationConfirmSignUpResult": [
      "ConflictError",
      "MutationConfirmSignUpSuccess",
      "ValidationError"
    ],
    "MutationConfirmTwoFactorResult": [
      "ConflictError",
      "MutationConfirmTwoFactorSuccess",
      "ValidationError"
    ],
    "MutationCreateAdministratorResult": [
      "ForbiddenError",
      "MutationCreateAdministratorSuccess",
      "ValidationError"
    ],
    "MutationCreateCategoryResult": [
      "ConflictError",
      "MutationCreateCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateCustomerResult": [
      "ConflictError",
      "MutationCreateCustomerSuccess",
      "ValidationError"
    ],
    "MutationCreateDeliveryAreaResult": [
      "MutationCreateDeliveryAreaSuccess",
      "ValidationError"
    ],
    "MutationCreateProductResult": [
      "ConflictError",
      "MutationCreateProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationCreateToppingResult": [
      "ConflictError",
      "MutationCreateToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteAdministratorResult": [
      "ForbiddenError",
      "MutationDeleteAdministratorSuccess",
      "ValidationError"
    ],
    "MutationDeleteCategoryResult": [
      "ConflictError",
      "MutationDeleteCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteCustomerResult": [
      "MutationDeleteCustomerSuccess",
      "NotFoundError"
    ],
    "MutationDeleteDeliveryAreaResult": [
      "MutationDeleteDeliveryAreaSuccess",
      "NotFoundError"
    ],
    "MutationDeleteProductResult": [
      "ConflictError",
      "MutationDeleteProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDeleteToppingResult": [
      "ConflictError",
      "MutationDeleteToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationDisableTwoFactorResult": [
      "ConflictError",
      "MutationDisableTwoFactorSuccess",
      "ValidationError"
    ],
    "MutationEndBusyModeResult": [
      "MutationEndBusyModeSuccess",
      "ValidationError"
    ],
    "MutationMarkArrivedResult": [
      "ConflictError",
      "MutationMarkArrivedSuccess",
      "NotFoundError"
    ],
    "MutationMarkContactReadResult": [
      "MutationMarkContactReadSuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderOutForDeliveryResult": [
      "ConflictError",
      "MutationMarkOrderOutForDeliverySuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderPrintingResult": [
      "ConflictError",
      "MutationMarkOrderPrintingSuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderProvidedResult": [
      "ConflictError",
      "MutationMarkOrderProvidedSuccess",
      "NotFoundError"
    ],
    "MutationMarkOrderReadyResult": [
      "ConflictError",
      "MutationMarkOrderReadySuccess",
      "NotFoundError"
    ],
    "MutationMergeCartResult": [
      "MutationMergeCartSuccess",
      "ValidationError"
    ],
    "MutationMoveCategoryResult": [
      "ConflictError",
      "MutationMoveCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationMoveProductResult": [
      "ConflictError",
      "MutationMoveProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationMoveToppingResult": [
      "ConflictError",
      "MutationMoveToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationNotifyOrderDelayResult": [
      "ConflictError",
      "MutationNotifyOrderDelaySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationPauseReceptionResult": [
      "MutationPauseReceptionSuccess",
      "ValidationError"
    ],
    "MutationPayShopOrderResult": [
      "ConflictError",
      "MutationPayShopOrderSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationPlaceOrderResult": [
      "ConflictError",
      "MutationPlaceOrderSuccess",
      "PriceChangedError",
      "ValidationError"
    ],
    "MutationPlaceShopOrderResult": [
      "ConflictError",
      "MutationPlaceShopOrderSuccess",
      "PriceChangedError",
      "ValidationError"
    ],
    "MutationQueueOrderPrintResult": [
      "ConflictError",
      "MutationQueueOrderPrintSuccess",
      "NotFoundError"
    ],
    "MutationRefundOrderPaymentResult": [
      "MutationRefundOrderPaymentSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationRegisterPrinterResult": [
      "ConflictError",
      "MutationRegisterPrinterSuccess",
      "ValidationError"
    ],
    "MutationRemoveCartItemResult": [
      "MutationRemoveCartItemSuccess",
      "NotFoundError"
    ],
    "MutationRemovePrinterResult": [
      "MutationRemovePrinterSuccess",
      "NotFoundError"
    ],
    "MutationReplyToContactResult": [
      "MutationReplyToContactSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationRequestPasswordResetResult": [
      "MutationRequestPasswordResetSuccess",
      "ValidationError"
    ],
    "MutationResendConfirmationResult": [
      "MutationResendConfirmationSuccess",
      "ValidationError"
    ],
    "MutationResetAdministratorPasswordResult": [
      "ForbiddenError",
      "MutationResetAdministratorPasswordSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationResetPasswordResult": [
      "MutationResetPasswordSuccess",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationResumeReceptionResult": [
      "MutationResumeReceptionSuccess",
      "ValidationError"
    ],
    "MutationSendAdministratorPasswordLinkResult": [
      "ForbiddenError",
      "MutationSendAdministratorPasswordLinkSuccess",
      "NotFoundError"
    ],
    "MutationSendContactResult": [
      "MutationSendContactSuccess",
      "TooManyRequestsError",
      "ValidationError"
    ],
    "MutationSetAdministratorPasswordWithLinkResult": [
      "MutationSetAdministratorPasswordWithLinkSuccess",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSetProductOptionSoldOutResult": [
      "ConflictError",
      "MutationSetProductOptionSoldOutSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationSetProductSoldOutResult": [
      "ConflictError",
      "MutationSetProductSoldOutSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationSignInAdminResult": [
      "MutationSignInAdminSuccess",
      "SecondFactorRequiredError",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSignInResult": [
      "MutationSignInSuccess",
      "TooManyRequestsError",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationSignUpResult": [
      "MutationSignUpSuccess",
      "ValidationError"
    ],
    "MutationStartBusyModeResult": [
      "MutationStartBusyModeSuccess",
      "ValidationError"
    ],
    "MutationStartLineLinkResult": [
      "MutationStartLineLinkSuccess",
      "UnauthorizedError",
      "ValidationError"
    ],
    "MutationStartTwoFactorResult": [
      "ConflictError",
      "MutationStartTwoFactorSuccess",
      "ValidationError"
    ],
    "MutationUndoOrderActionResult": [
      "ConflictError",
      "MutationUndoOrderActionSuccess",
      "NotFoundError"
    ],
    "MutationUpdateCategoryResult": [
      "ConflictError",
      "MutationUpdateCategorySuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateCustomerResult": [
      "ConflictError",
      "MutationUpdateCustomerSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateDeliveryAreaResult": [
      "MutationUpdateDeliveryAreaSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateInvoiceRegistrationResult": [
      "ForbiddenError",
      "MutationUpdateInvoiceRegistrationSuccess",
      "ValidationError"
    ],
    "MutationUpdateLegalDocumentResult": [
      "ForbiddenError",
      "MutationUpdateLegalDocumentSuccess",
      "ValidationError"
    ],
    "MutationUpdateLineSettingsResult": [
      "ForbiddenError",
      "MutationUpdateLineSettingsSuccess",
      "ValidationError"
    ],
    "MutationUpdateMyAccountResult": [
      "MutationUpdateMyAccountSuccess",
      "ValidationError"
    ],
    "MutationUpdateMyAdministratorAccountResult": [
      "MutationUpdateMyAdministratorAccountSuccess",
      "ValidationError"
    ],
    "MutationUpdateProductResult": [
      "ConflictError",
      "MutationUpdateProductSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateProvisionSettingResult": [
      "MutationUpdateProvisionSettingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateTaxRateResult": [
      "ForbiddenError",
      "MutationUpdateTaxRateSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "MutationUpdateToppingResult": [
      "ConflictError",
      "MutationUpdateToppingSuccess",
      "NotFoundError",
      "ValidationError"
    ],
    "QueryAdminContactResult": [
      "NotFoundError",
      "QueryAdminContactSuccess"
    ],
    "QueryAdminCustomerResult": [
      "NotFoundError",
      "QueryAdminCustomerSuccess"
    ],
    "QueryAdminOrdersResult": [
      "QueryAdminOrdersSuccess",
      "ValidationError"
    ],
    "QueryAdminPricePreviewResult": [
      "QueryAdminPricePreviewSuccess",
      "ValidationError"
    ],
    "QueryAdminProductsResult": [
      "QueryAdminProductsSuccess",
      "ValidationError"
    ],
    "QueryAuditLogResult": [
      "QueryAuditLogSuccess",
      "ValidationError"
    ],
    "QueryOrderArrivalResult": [
      "NotFoundError",
      "QueryOrderArrivalSuccess",
      "ValidationError"
    ],
    "QueryQuoteResult": [
      "QueryQuoteSuccess",
      "ValidationError"
    ],
    "QuerySalesReportResult": [
      "QuerySalesReportSuccess",
      "ValidationError"
    ],
    "QueryShopRecentOrdersResult": [
      "QueryShopRecentOrdersSuccess",
      "ValidationError"
    ]
  }
};
      export default result;
    