import UIKit

public final class Spark {
  public init() {}
  // Right in the pod's framework, misses in the SwiftPM build.
  public var image: UIImage? { UIImage(named: "spark", in: Bundle(for: Spark.self), compatibleWith: nil) }
}
