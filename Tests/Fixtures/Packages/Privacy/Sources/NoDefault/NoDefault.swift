public struct NoDefault {}
