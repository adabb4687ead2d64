# A pod that keeps its resources in the resource bundle 'KitResources'.
Pod::Spec.new do |s|
  s.name             = 'Kit'
  s.version          = '1.0.0'
  s.source_files     = 'Sources/Kit/**/*.swift'
  s.resource_bundles = { 'KitResources' => ['Sources/Kit/Resources/**/*'] }
end
