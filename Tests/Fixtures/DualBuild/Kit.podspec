# The same sources as the SwiftPM target, as a pod whose resource bundle is 'KitResources'.
Pod::Spec.new do |s|
  s.name             = 'Kit'
  s.version          = '1.0.0'
  s.source_files     = 'Sources/Kit/**/*.swift'
  s.resource_bundles = { 'KitResources' => ['Sources/Kit/Resources/**/*'] }
end
